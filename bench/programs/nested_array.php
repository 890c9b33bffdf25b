<?php
// Nested arrays: string keys, two levels, in-place updates.
$m = [];
for ($i = 0; $i < 600; $i++) {
    for ($j = 0; $j < 600; $j++) {
        $m["r$i"][$j] = $i ^ $j;
    }
}
$t = 0;
for ($k = 0; $k < 10; $k++) {
    for ($i = 0; $i < 600; $i++) {
        $row = $m["r$i"];
        for ($j = 0; $j < 600; $j += 3) { $t += $row[$j]; $m["r$i"][$j] += 1; }
    }
}
echo count($m), " ", $t, "\n";
