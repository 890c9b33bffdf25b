<?php
foreach ([0, 1, 42, 12345, -1, PHP_INT_MAX] as $s) {
    mt_srand($s);
    $r = [];
    for ($i = 0; $i < 8; $i++) $r[] = mt_rand();
    echo $s, ': ', implode(' ', $r), "\n";
}
mt_srand(3);
for ($i = 0; $i < 700; $i++) $last = mt_rand();
var_dump($last);
