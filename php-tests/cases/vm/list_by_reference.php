<?php
$arr = [1, 2, [3, 4]];
[$x, &$y, [&$z, $w]] = $arr;
$y = 20; $z = 30; $x = 10; $w = 40;
var_dump($arr);
$m = ['a' => 1, 'b' => 2];
['b' => &$b, 'a' => $a] = $m;
$b++;
var_dump($m);
$coords = [[1, 2], [3, 4]];
foreach ($coords as [&$p, $q]) { $p *= 10; $q++; }
var_dump($coords);
class A { public $a = [['hello']]; public static $s = [1]; }
$o = new A;
[&$v] = $o->a;
$v[] = "world";
var_dump($o->a);
[&$s] = A::$s;
$s = 2;
var_dump(A::$s);
