<?php
class Mult { public function __construct(private $f) {} public function __invoke($x, ...$rest) { return $x * $this->f + array_sum($rest); } }
$m = new Mult(3);
var_dump($m(2), $m(2, 1, 1), is_callable($m), array_map($m, [1, 2]), call_user_func($m, 4), call_user_func_array($m, [5, 5]));
$sorter = new class { public function __invoke($a, $b) { return $b <=> $a; } };
$arr = [3, 1, 2];
usort($arr, $sorter);
var_dump($arr);
$o = new stdClass;
try { $o(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class Holder { public $cb; public function __construct() { $this->cb = new Mult(10); } public function cb() { return 'method'; } }
$h = new Holder;
var_dump($h->cb(), ($h->cb)(1));
class PrivInv { private function __invoke() {} }
