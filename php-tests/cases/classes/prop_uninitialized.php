<?php
class U {
    public int $a;
    public ?string $b;
    protected array $c;
    public $d;
    public function getC() { return $this->c; }
}
$u = new U;
var_dump($u);
print_r($u); echo "\n";
var_export($u); echo "\n";
var_dump(get_object_vars($u));
var_dump((array)$u);
try { echo $u->a; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo $u->b; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $u->getC(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(isset($u->a), $u->a ?? 'dflt', property_exists($u, 'a'));
try { $u->a++; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $u->a .= 'x'; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$u->a = 5;
var_dump($u->a);
unset($u->a);
try { echo $u->a; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($u);
$u->c2 = 1;
