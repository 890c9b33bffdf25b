<?php
ini_set("memory_limit", "2G");
// Sorting 1,000,000 random ints (seeded mt_rand): sort, rsort, asort, ksort.
mt_srand(42);
$a = [];
for ($i = 0; $i < 1000000; $i++) { $a[] = mt_rand(0, 1000000000); }
$b = $a;
sort($a);
$c = 0;
for ($i = 0; $i < 1000000; $i += 997) { $c = ($c * 31 + $a[$i]) % 1000000007; }
echo $a[0], " ", $a[999999], " ", $c, "\n";
rsort($b);
echo $b[0], " ", $b[500000], "\n";
$d = [];
for ($i = 0; $i < 300000; $i++) { $d[] = mt_rand(0, 1000); }
asort($d);
$c = 0; $k = 0;
foreach ($d as $key => $v) { if ($k++ % 1000 == 0) { $c = ($c * 31 + $key) % 1000000007; } }
echo $c, "\n";
krsort($d);
echo array_key_first($d), "\n";
