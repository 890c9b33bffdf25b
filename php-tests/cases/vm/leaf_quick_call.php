<?php
// loops calling functions whose body returns at once: `{}` and `return $param;`
function nothing($a) {}
function same($a) { return $a; }
function second($a, $b) { return $b; }

$sum = 0;
for ($i = 0; $i < 1000; $i++) {
    nothing($i);
    $sum += same($i) + second($i, 2);
}
var_dump($sum);

$x = null;
for ($i = 0; $i < 3; $i++) {
    $x = nothing($i);
}
var_dump($x);

// a string or an array passed through
$s = '';
for ($i = 0; $i < 5; $i++) {
    $s .= same("ab");
}
var_dump($s);
for ($i = 0; $i < 2; $i++) {
    $arr = same([1, 2, $i]);
}
var_dump($arr);

// an object argument is released when the call returns: its destructor runs then
class Noisy {
    function __construct(public int $n) {}
    function __destruct() { echo "destruct {$this->n}\n"; }
}
for ($i = 0; $i < 3; $i++) {
    nothing(new Noisy($i));
    echo "after call $i\n";
}
for ($i = 0; $i < 2; $i++) {
    $kept = same(new Noisy(10 + $i));
    echo "kept {$kept->n}\n";
}
unset($kept);

// a by-reference variable passed by value is copied
$v = 1;
$r = &$v;
for ($i = 0; $i < 3; $i++) {
    $got = same($r);
    $r++;
}
var_dump($got, $v);

// missing arguments still throw
function inner() {
    for ($i = 0; $i < 2; $i++) {
        try {
            second(1);
        } catch (ArgumentCountError $e) {
            echo $e->getMessage(), "\n";
        }
    }
}
inner();
