<?php
$a = [1, 2, 3];
foreach ($a as &$v) { $v *= 2; }
unset($v);
print_r($a);
$b = ['x' => 1, 'y' => 2];
foreach ($b as $k => &$val) { $val = "$k$val"; }
unset($val);
print_r($b);
$c = [1, 2];
foreach ($c as &$x) {}
foreach ($c as $x) {}
print_r($c);
