<?php
class Temp {
    public float $celsius = 0.0 {
        set(float $v) { if ($v < -273.15) throw new ValueError('below absolute zero'); $this->celsius = $v; }
    }
    public float $fahrenheit {
        get => $this->celsius * 9 / 5 + 32;
        set(float $f) { $this->celsius = ($f - 32) * 5 / 9; }
    }
    public string $label = 'x' { get => strtoupper($this->label); }
}
$t = new Temp;
$t->fahrenheit = 212;
var_dump($t->celsius, $t->fahrenheit, $t->label);
try { $t->celsius = -300; } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($t);
class Child extends Temp {
    public float $celsius { set(float $v) { echo "child set\n"; parent::$celsius::set($v + 1); } }
    public string $label = 'y' { get => 'child:' . parent::$label::get(); }
}
$c = new Child;
$c->celsius = 10;
var_dump($c->celsius, $c->label);
interface HasName { public string $name { get; } }
class Person implements HasName { public function __construct(private string $first = 'ada') {} public string $name { get => ucfirst($this->first); } }
var_dump((new Person)->name);
$pp = new Person;
try { $pp->name = "x"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(get_object_vars(new Person), (array)new Temp);
