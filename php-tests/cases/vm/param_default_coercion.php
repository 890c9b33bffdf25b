<?php
// Defaults are checked and coerced as passed arguments (php's RECV_INIT), and an int
// literal default of a float property is stored as a float.
const X = 5;
const S = "test";
function t1(float $a = 0) { var_dump($a); }
function t2(float $a = X) { var_dump($a); }
function t3(?float $a = null) { var_dump($a); }
function t5(string $a = X) { var_dump($a); }
function t6(int|float $a = 1) { var_dump($a); }
function t7(int $a = S) { var_dump($a); }
function t8(bool $a = X) { var_dump($a); }
t1(); t1(2); t2(); t3(); t5(); t6(); t8();
class P {
    public float $f = 2;
    public ?float $g = 3;
    public int|float $h = 4;
    public static float $s = 5;
    public function m(float $x = 1, string $y = X) { var_dump($x, $y); }
}
var_dump(new P, P::$s);
(new P)->m();
try { t7(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function t9(int $a = S) { var_dump($a); }
t9();
