<?php
// get/set hooks on a backed property, short forms, $value, type coercion
class Temp {
    public float $celsius = 0.0 {
        get { echo "[get celsius]\n"; return $this->celsius; }
        set(float $v) {
            if ($v < -273.15) throw new ValueError("below absolute zero");
            echo "[set celsius $v]\n";
            $this->celsius = $v;
        }
    }
    public float $fahrenheit {
        get => $this->celsius * 9 / 5 + 32;
        set => $this->celsius = ($value - 32) * 5 / 9;
    }
    public string $label = "t" {
        set => strtoupper($value);
    }
    public int $count = 0 {
        get => $this->count;
        set { $this->count = $value * 2; }
    }
}
$t = new Temp;
var_dump($t->celsius);
$t->celsius = 100;
var_dump($t->celsius, $t->fahrenheit);
$t->fahrenheit = 32;
var_dump($t->celsius);
try { $t->celsius = -300; } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$t->label = "hello";
var_dump($t->label);
$t->count = 5;
var_dump($t->count);
$t->count++;
var_dump($t->count);
$t->count += 10;
var_dump($t->count);
var_dump(isset($t->label), isset($t->fahrenheit), empty($t->count));
var_dump($t->label ?? "none");
try { $t->count = "x"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $t->celsius = []; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($t);
print_r($t); echo "\n";
var_dump((array)$t);
var_dump(get_object_vars($t));
