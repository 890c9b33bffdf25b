<?php
$x = 'x';
$y = 'y';
$a = [&$x, 'b', &$y, 'd'];
$removed = array_splice($a, 1, 1);
var_dump($a, $removed);
$x = 'X changed';
$y = 'Y changed';
var_dump($a);
$b = [1, &$x, 3];
$out = array_splice($b, 0, 2, ['new']);
var_dump($b, $out);
$x = 'again';
var_dump($out);
$alias = &$b;
array_splice($alias, 1, 0, [7, 8]);
var_dump($b);
