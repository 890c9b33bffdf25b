<?php
// A compound assignment or increment of an element reads the variable and every key
// first (php's FETCH_DIM_RW): undefined ones warn, a plain write does not.
$a['x'] += 1; echo "1\n";
$b['x']++; echo "2\n";
$c['x']['y'] .= "s"; echo "3\n";
$d['x'] ??= 5; echo "4\n";
$e['x'] = 1; echo "5\n";
$f[] = 1; echo "6\n";
function t() { $h['k'] -= 1; static $s; $s['q'] += 2; var_dump($h, $s); }
t(); echo "7\n";
$i = []; $i[0][1] += 1; echo "8\n";
$j = ['k' => ['m' => 1]]; $j['k']['m'] *= 5; $j['k']['n'] ??= 2; --$j['z']['w'];
var_dump($a, $b, $c, $d, $i, $j);
