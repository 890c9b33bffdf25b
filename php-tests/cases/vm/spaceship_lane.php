<?php
// `<=>` on the VM's fast lane: ints, floats, ints against floats (compared as floats),
// NaN and infinities; other operand types take the full path.
$vals = [0, 1, -1, PHP_INT_MAX, PHP_INT_MIN, 9007199254740993, 0.0, -0.0, 1.5, -1.5,
    9007199254740992.0, INF, -INF, NAN];
foreach ($vals as $x) {
    $row = [];
    foreach ($vals as $y) { $r = $x <=> $y; $row[] = $r; }
    echo implode(" ", $row), "\n";
}
foreach ([["10", 9], ["abc", "abd"], [null, 0], [true, false], [[1, 2], [1, 3]], [1, "1e0"], ["", null]] as [$a, $b]) {
    var_dump($a <=> $b);
}
$a = [5, 3.5, -2, 8, 3, 0.5, 8.0];
usort($a, fn($p, $q) => $p <=> $q);
echo json_encode($a), "\n";
$s = 0;
for ($i = 0; $i < 1000; $i++) { $s += ($i % 7) <=> ($i % 5); }
echo $s, "\n";
