<?php
mt_srand(42, 1);
$r = [];
for ($i = 0; $i < 8; $i++) $r[] = mt_rand();
echo implode(' ', $r), "\n";
$r = [];
for ($i = 0; $i < 10; $i++) $r[] = mt_rand(1, 100);
echo implode(' ', $r), "\n";
mt_srand(7, 1);
for ($i = 0; $i < 700; $i++) $last = mt_rand();
var_dump($last);
$a = range(1, 10);
shuffle($a);
echo implode(',', $a), "\n";
