<?php
function matmul($a, $b) {
    $n = count($a); $m = count($b[0]); $k = count($b);
    $c = [];
    for ($i = 0; $i < $n; $i++)
        for ($j = 0; $j < $m; $j++) {
            $s = 0;
            for ($x = 0; $x < $k; $x++) $s += $a[$i][$x] * $b[$x][$j];
            $c[$i][$j] = $s;
        }
    return $c;
}
$r = matmul([[1, 2], [3, 4]], [[5, 6], [7, 8]]);
foreach ($r as $row) echo implode(" ", $row), "\n";
