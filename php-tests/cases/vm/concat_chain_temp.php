<?php
$i = 42; $s = "xy"; $n = -7; $f = 1.5; $arr = [1];
$a = "user$i@" . $s . ".com " . $n . "|" . $f . PHP_INT_MIN . "|" . PHP_INT_MAX . ($i % 3) . true . null;
var_dump($a);
$t = "k" . $i; $u = $t . "z"; var_dump($t, $u);
$b = ("p" . $s) . $arr; var_dump($b);
class S { function __toString(): string { return "S!"; } }
var_dump(("a" . $s) . new S);
$parts = []; for ($j = 0; $j < 3; $j++) { $parts[] = "i" . $j . "-" . ($j * 2); } var_dump($parts);
ini_set('memory_limit', '4M');
