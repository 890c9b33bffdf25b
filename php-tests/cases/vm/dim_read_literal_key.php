<?php
// Reads with a literal key (`$a['k']`, `$a[5]`, `$s[1]`) in loops and straight code:
// numeric-string keys, nested reads, references, strings, missing keys, other types.
function reads() {
    $a = ['x' => 1, 'y' => [1, 2], 5 => 'five', '07' => 'z', 'obj' => new ArrayObject(['k' => 'ao'])];
    $s = "hello";
    $r = &$a;
    $sum = 0;
    for ($i = 0; $i < 1000; $i++) {
        $sum += $a['x'] + $a['y'][1] + $r['x'];
    }
    echo $sum, "\n";
    echo $a[5], $a['5'], $a['07'], $s[1], $s[-1], "\n";
    echo $a['obj']['k'], "\n";
    echo $a['nope'] ?? 'dflt', "\n";
    echo $a['nope'], "|\n";
    echo $s[10], "|\n";
    $n = null;
    echo $n['k'], "|\n";
    $i = 5;
    echo $i['k'], "|\n";
    try { echo $s['x']; } catch (\TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    echo [1, 2, 3][1], "\n";
    echo $a[true] ?? 't', "\n";
    $list = [['id' => 1, 'name' => 'a'], ['id' => 2, 'name' => 'b']];
    foreach ($list as $row) { echo $row['id'], '=', $row['name'], ' '; }
    echo "\n";
}
reads();
