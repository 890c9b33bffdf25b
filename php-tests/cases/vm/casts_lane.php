<?php
// Casts of scalars inside loops (the fast lane) and their edges.
$vals = [0, -1, 42, PHP_INT_MAX, PHP_INT_MIN, true, false, null, 1.5, -1.5, -0.0, 0.9999,
    9.2e18, -9.2e18, 1e19, -1e19, 9.223372036854775807e18, NAN, INF, -INF, "", "0", "0.0", "a",
    " 12", "12abc", "1e3", [], [0], "007"];
foreach ($vals as $v) {
    for ($k = 0; $k < 2; $k++) {
        $i = @(int)$v;
        $f = @(float)$v;
        $s = @(string)(is_array($v) ? count($v) : $v);
        $b = (bool)$v;
    }
    var_dump($i, $f, $s, $b);
}
$out = '';
for ($i = -3; $i < 3; $i++) {
    $out .= (string)$i . "|" . (string)($i * 1000000007) . "|" . (int)($i / 2) . "|" . (float)$i . "\n";
}
echo $out;
// the cast's result replaces what the slot held
$x = "old";
for ($i = 0; $i < 3; $i++) {
    $x = (string)$i;
    $y = (int)$x + 1;
}
var_dump($x, $y);
// NAN made a bool warns (php 8.5), in a loop's conditions too
$n = NAN;
for ($i = 0; $i < 2; $i++) {
    if ($n) { echo "nan is true\n"; }
    $b = (bool)$n;
}
$k = 0;
while ($n && $k < 2) { $k++; }
var_dump($b, $k);
