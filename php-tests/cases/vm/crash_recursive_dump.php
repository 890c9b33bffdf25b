<?php
// var_dump/print_r/var_export/count/== on self-referencing arrays and objects used to
// overflow the Rust stack.
$a = [1, &$a];
var_dump($a);
print_r($a); echo "\n";
var_export($a); echo "\n";
echo var_export($a, true), "\n";
$o = new stdClass; $o->x = 1; $o->self = $o; $o->arr = [$o];
var_dump($o);
print_r($o); echo "\n";
var_export($o); echo "\n";
var_dump([$o, $o]);
var_dump(count($a, COUNT_RECURSIVE));
var_dump(count([1, [2, [3, 4]], [5]], COUNT_RECURSIVE));
try { var_dump($a == $a); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$c = [&$c]; $d = [&$d];
try { var_dump($c == $d); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { var_dump($c < $d); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { var_dump($c <=> $d); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump([[1, [2]]] == [[1, [2]]], [[1, [2]]] < [[1, [3]]]);
