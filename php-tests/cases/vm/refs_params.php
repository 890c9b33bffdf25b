<?php
function inc(&$x) { $x++; }
$n = 1;
inc($n);
inc($n);
echo $n, "\n";
function addKey(array &$arr, $k) { $arr[$k] = true; }
$a = [];
addKey($a, 'x');
addKey($a, 'y');
print_r($a);
$data = ['n' => 1];
inc($data['n']);
inc($data['new']);
print_r($data);
