<?php
// stripos / strripos / stristr on long haystacks: matches near the start, across 16 KiB
// boundaries, near the end, absent, with offsets (positive and negative).
$unit = str_repeat("x", 16384);
$h = "Start" . $unit . "MiDdLe" . $unit . str_repeat("y", 10) . "EnD" . "z";
foreach (["start", "MIDDLE", "end", "END Z", "nope", "X", "xM", "dlex", "yYy"] as $n) {
    var_dump(stripos($h, $n), strripos($h, $n));
    $r = stristr($h, $n);
    var_dump($r === false ? false : strlen($r));
    $r = stristr($h, $n, true);
    var_dump($r === false ? false : strlen($r));
}
$cross = str_repeat("a", 16380) . "NeEdLe" . str_repeat("b", 20000);
var_dump(stripos($cross, "needle"), strripos($cross, "NEEDLE"));
var_dump(stripos($cross, "needle", 16381), stripos($cross, "needle", -20010));
var_dump(strripos($cross, "needle", -20001), strripos($cross, "needle", -19999));
var_dump(strripos($cross, "a", 5), strripos($cross, "B", -5), stripos($cross, "b", -3));
try {
    stripos($cross, "x", 100000);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
