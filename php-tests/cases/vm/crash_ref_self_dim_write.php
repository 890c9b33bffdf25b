<?php
// A write path that meets the reference cell it is already inside ($a = [&$a]) used to
// panic with "RefCell already borrowed".
$a = [&$a];
$a[0] = null;
var_dump($a);
$b = [&$b];
$b[0][1] = 5;
var_dump(count($b), $b[1]);
$b[0][0][0][2] = 7;
var_dump($b[2]);
$b[0][0][3][] = 'x';
var_dump($b[3]);
$b[0][0]['k'] ??= 9;
$b[0][0]['k'] += 1;
$b[0][0]['k']++;
var_dump($b['k']);
unset($b[0][0][1]);
var_dump(array_keys($b));
$r = &$b[0][0][2];
$r = 8;
var_dump($b[2]);
$b[0] = 'gone';
var_dump($b);
