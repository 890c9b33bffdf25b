<?php
// === and !== between values of different types, nulls, bools and strings, in loops.
$vals = [0, 1, -1, 0.0, 1.0, "0", "1", "", "a", "abc", null, true, false, [], [0]];
$n = 0;
foreach ($vals as $i => $x) {
    foreach ($vals as $j => $y) {
        if ($x === $y) { $n++; echo "$i===$j "; }
        if ($x !== $y) { $n += 2; }
    }
}
echo "\n$n\n";
$text = str_repeat("alpha beta gamma ", 50);
$pos = 0; $c = 0;
while (($pos = strpos($text, "gamma", $pos)) !== false) { $c++; $pos += 5; }
echo $c, "\n";
$s = "x";
for ($i = 0; $i < 5; $i++) {
    $r = $i % 2 ? null : "x";
    var_dump($r === $s, $r !== null, $r === null);
}
