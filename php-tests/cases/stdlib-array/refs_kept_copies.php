<?php
$x = 'X';
$y = 10;
$a = ['k' => &$x, 'n' => 1, 2 => &$y, 3 => [1, 2]];
var_dump(array_values($a));
var_dump(array_slice($a, 0, 3));
var_dump(array_slice($a, 1, 2, true));
var_dump(array_reverse($a));
var_dump(array_merge($a, ['z' => 'Z']));
var_dump(array_merge_recursive($a, ['k' => 'more']));
var_dump(array_replace($a, ['n' => 'N']));
$r = array_values($a);
$r[0] = 'changed through the copy';
var_dump($x);
$lone = [1, 2];
$tmp = &$lone[0];
unset($tmp);
var_dump(array_values($lone));
var_dump(array_slice($lone, 0));
