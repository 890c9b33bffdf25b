<?php
class A {
    public static $s = 1;
    public $i = 2;
    public function f() { return $this->s ?? 'nostatic'; }
}
$a = new A;
echo $a->f(), "\n";
$a->s = 5;
var_dump($a->s, A::$s);
var_dump($a);
try { var_dump(A::$i); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
