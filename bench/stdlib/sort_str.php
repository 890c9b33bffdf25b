<?php
ini_set("memory_limit", "2G");
// Sorting 1,000,000 strings (sort, SORT_STRING), usort with a closure on 50,000, ksort of string keys.
mt_srand(7);
$a = [];
for ($i = 0; $i < 1000000; $i++) { $a[] = "k" . mt_rand(0, 100000000) . "x"; }
$b = $a;
sort($a);
$c = 0;
for ($i = 0; $i < 1000000; $i += 997) { $c = ($c * 31 + crc32($a[$i])) % 1000000007; }
echo $a[0], " ", $a[999999], " ", $c, "\n";
sort($b, SORT_STRING);
echo $b[1], " ", $b[999998], "\n";
$u = array_slice($a, 0, 50000);
shuffle($u);
usort($u, function ($p, $q) { return strcmp(substr($p, 2), substr($q, 2)); });
echo $u[0], " ", $u[49999], "\n";
$m = [];
for ($i = 0; $i < 200000; $i++) { $m["key" . mt_rand(0, 10000000)] = $i; }
ksort($m);
echo array_key_first($m), " ", array_key_last($m), "\n";
