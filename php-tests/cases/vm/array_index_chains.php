<?php
// A large hashed array whose keys collide in php's index (ints 4096 apart, strings that
// differ in their last characters), with removals from every part of the chains, re-inserts,
// copies and compaction; order and lookups must stay php's.
$a = [];
for ($i = 0; $i < 2000; $i++) {
    $a[$i * 4096] = $i;
    $a["k$i"] = -$i;
    $a[dechex($i)] = "h$i";
}
echo count($a), "\n";
for ($i = 0; $i < 2000; $i += 3) unset($a[$i * 4096]);
for ($i = 0; $i < 2000; $i += 5) unset($a["k$i"]);
$sum = 0; $missing = 0;
for ($i = 0; $i < 2000; $i++) {
    if (isset($a[$i * 4096])) $sum += $a[$i * 4096]; else $missing++;
    if (array_key_exists("k$i", $a)) $sum += $a["k$i"]; else $missing++;
}
echo "$sum $missing ", count($a), "\n";
$b = $a;
for ($i = 0; $i < 2000; $i += 3) $a[$i * 4096] = "back$i";
unset($b[4096]);
var_dump(isset($a[4096]), isset($b[4096]), $a[0], $b[2 * 4096] ?? null);
echo implode(",", array_slice(array_keys($a), -5)), "\n";
echo implode(",", array_slice(array_keys($b), 0, 8)), "\n";
// remove almost everything (the array squeezes its holes), then look up the rest
foreach (array_keys($a) as $n => $k) {
    if ($n % 97 != 0) unset($a[$k]);
}
echo count($a), " ", implode(",", array_slice(array_keys($a), 0, 10)), "\n";
$c = 0;
foreach ($a as $k => $v) if ($a[$k] === $v) $c++;
echo $c, "\n";
// negative and huge int keys
$n = [];
foreach ([-1, -2, PHP_INT_MAX, PHP_INT_MIN, 1 << 40, (1 << 40) + 1, 4294967296, 0] as $k) $n[$k] = $k;
unset($n[-2]);
var_dump(array_keys($n), $n[PHP_INT_MIN], isset($n[-2]));
