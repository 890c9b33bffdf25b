<?php
// sort functions with a comparison that is not a total order (NaN, mixed types) used to
// panic in Rust's slice sort. The order of such input is php's business; only check that
// the sort completes and keeps every element, and that consistent input sorts right.
$mixed = [[], [[33], [11]], -4, "4", 4.00, "b", "5", -2, -2.0, "-.9", "True", "",
    NULL, "ab", 0.0, "abcd\x00abcd", true, false, NAN, INF, -INF, NAN];
foreach (['sort', 'rsort', 'ksort'] as $f) {
    for ($i = 0; $i < 20; $i++) {
        $copy = $mixed;
        shuffle_like($copy, $i);
        var_dump($f($copy) && count($copy) === count($mixed)) ;
    }
}
$n = [3, 1.5, -2, "10", 7, 0];
sort($n); var_dump($n);
rsort($n); var_dump($n);
$k = ['b' => 1, 'a' => 2, 'c' => 0];
ksort($k); var_dump($k);
function shuffle_like(array &$arr, int $seed): void {
    $out = [];
    $n = count($arr);
    $vals = array_values($arr);
    for ($j = 0; $j < $n; $j++) {
        $out[] = $vals[($j * 7 + $seed) % $n];
    }
    $arr = $out;
}
