<?php
// var_dump/print_r of Closure objects (php 8.3+ debug info); paths are cut from print_r's text
namespace N;

function show($v) {
    echo str_replace(__DIR__, 'DIR', print_r($v, true)), "\n";
}

class A {
    public $p = 1;
    function m($a, &$b = 2, ...$c) {
        return function (int $x, $y = 5) use ($a, &$b) {
            static $s = 3;
            return $this;
        };
    }
    static function sm() {}
    function noargs() {}
}

function f(int $req, $opt = null, &...$rest) {}

$f = (new A)->m(1);
show($f);
$a = 1;
$b = 2;
$g = function () use ($a, &$b) {};
show($g);
$h = static fn($z) => $z + $a;
show($h);
var_dump(strlen(...));
var_dump(array_push(...));
$o = new A;
var_dump($o->m(...));
var_dump(A::sm(...));
var_dump($o->noargs(...));
var_dump(f(...));
var_dump(\Closure::fromCallable('N\f'));
var_dump(count((array) $g), ((array) $g)[0] === $g);
var_export(strlen(...));
echo "\n";
$k = function () {
    static $n = 0;
    return ++$n;
};
$k();
$k();
show($k);
