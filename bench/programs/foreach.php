<?php
// foreach over large arrays, with keys and by value.
$a = [];
for ($i = 0; $i < 500000; $i++) { $a["k$i"] = $i; }
$s = 0;
for ($r = 0; $r < 20; $r++) {
    foreach ($a as $k => $v) { $s += $v; }
    foreach ($a as $v) { $s ^= $v; }
}
echo $s, "\n";
