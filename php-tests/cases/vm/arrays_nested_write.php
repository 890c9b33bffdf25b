<?php
$a = [];
$a['x'][] = 1;
$a['x'][] = 2;
$a['y']['z']['w'] = 'deep';
$a[] = 'appended';
$a['x'][0] += 10;
var_dump($a);
$b = $a;
$b['x'][] = 3;
echo count($a['x']), " ", count($b['x']), "\n";
