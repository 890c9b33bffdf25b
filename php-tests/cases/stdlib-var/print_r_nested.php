<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
class P { public $a = 1; protected $b = 2; private $c = 3; public $arr = ['x' => [1, 2]]; }
print_r(new P); echo "\n";
print_r([1, [2, [3, []]], 'k' => null, 'f' => false, 't' => true, 'fl' => 1.0, 'e' => '']); echo "\n";
var_dump(print_r("str", true), print_r(1.5, true), print_r(null, true), print_r(false, true), print_r([], true));
$o = new stdClass; $o->self = $o; print_r($o); echo "\n";
$a = [1]; $a[] = &$a; print_r($a); echo "\n";
echo print_r(new ArrayObject([1, 2]), true), "\n";
var_dump(print_r(['a' => new stdClass], true));
