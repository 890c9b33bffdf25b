<?php
// by-value foreach over arrays (the fast lane's fetch and key), beside the cases that go
// the full way: references in elements, referenced loop variables, objects, generators
$a = ["x" => 1, "y" => 2.5, 10 => "s", "z" => [1, 2], "n" => null, 11 => true];
foreach ($a as $k => $v) { echo var_export($k, true), " => ", json_encode($v), "\n"; }
foreach ($a as $v) { echo gettype($v), " "; }
echo "\n";
// the array changes during the loop: the loop sees its own copy
$b = [1, 2, 3];
foreach ($b as $k => $v) { $b[] = $v * 10; if ($k == 0) unset($b[1]); echo $v, " "; }
echo "\n", json_encode($b), "\n";
// holes left by unset, and the pointer
$c = [0, 1, 2, 3, 4, 5];
unset($c[1], $c[3]);
foreach ($c as $k => $v) echo "$k:$v ";
echo "\n";
// elements that are references are read through
$x = 1; $d = [&$x, 2];
foreach ($d as $v) { echo $v, " "; }
$x = 99; foreach ($d as $v) { echo $v, " "; }
echo "\n";
// the loop variable is a reference to something else: written through
$target = 0; $lv = &$target;
foreach ([5, 6, 7] as $lv) {}
var_dump($target);
$tk = null; $lk = &$tk;
foreach (["a" => 1, "b" => 2] as $lk => $unused) {}
var_dump($tk);
// a typed property bound to the loop variable
class T { public int $i = 0; }
$t = new T; $ti = &$t->i;
try { foreach ([1, "2", "x"] as $ti) { echo $t->i, " "; } } catch (TypeError $e) { echo "\n", get_class($e), ": ", $e->getMessage(), "\n"; }
// objects held by the loop variable are released as it moves on
class D { function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }
$objs = [new D(1), new D(2)];
foreach ($objs as $o) { echo "visit {$o->n}\n"; }
$objs = null;
echo "after objs\n";
unset($o);
echo "after unset\n";
// by reference, nested, with break/continue
$m = [[1, 2], [3, 4]];
foreach ($m as $i => $row) { foreach ($row as $j => $cell) { if ($cell == 2) continue 2; if ($cell == 4) break 2; echo "$i$j=$cell "; } }
echo "\n";
foreach ($m as &$row) { foreach ($row as &$cell) { $cell *= 2; } unset($cell); }
unset($row);
echo json_encode($m), "\n";
// objects and generators
$obj = new stdClass; $obj->p = 1; $obj->q = 2;
foreach ($obj as $k => $v) echo "$k=$v ";
function g() { yield "k1" => 1; yield "k2" => 2; }
foreach (g() as $k => $v) echo "$k=$v ";
echo "\n";
// undefined iteration source
foreach ($nothing as $v) {}
foreach (5 as $v) {}
echo "done\n";
