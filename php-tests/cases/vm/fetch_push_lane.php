<?php
// The lane's element fetch and push: every kind of element, keys that normalise, a
// destination slot that held something, shared arrays separated on push.
$words = ["alpha", "beta", 7, 1.5, true, null, [1, 2], new ArrayObject([3])];
$out = [];
for ($i = 0; $i < 16; $i++) {
    $out[] = $words[$i % 8];
}
var_dump(count($out), $out[0], $out[2], $out[3], $out[4], $out[5], $out[6], get_class($out[7]));
$h = ["8" => "eight", "x" => "ex", 9 => "nine"];
$k = "8";
$keys = ["8", "x", 9, "9"];
foreach ($keys as $k) {
    $v = $h[$k];
    echo $k, " => ", $v, "\n";
}
// a shared array is separated on push: the copy keeps its length
$a = [1, 2, 3];
$b = $a;
for ($i = 0; $i < 3; $i++) {
    $a[] = $i * 10;
}
echo count($a), " ", count($b), "\n";
// pushes of a variable (copied) and of temporaries (moved)
$s = "str";
$list = [];
for ($i = 0; $i < 4; $i++) {
    $list[] = $s;
    $list[] = $s . $i;
    $list[] = [$i];
}
echo implode(",", array_map(fn($x) => is_array($x) ? "[" . $x[0] . "]" : $x, $list)), "\n";
$s = "changed";
echo $list[0], "\n";
// a push after a removal at the end appends at the next free key, not the length
$p = [1, 2, 3];
unset($p[2]);
for ($i = 0; $i < 2; $i++) {
    $p[] = "n$i";
}
var_dump($p);
// an element read through a reference element, and an out-of-range read
$r = [1, 2];
$ref = &$r[0];
$ref = 5;
for ($i = 0; $i < 2; $i++) {
    $x = $r[$i];
    echo $x, "\n";
}
$x = @$r[5];
var_dump($x);
// a string offset read
$str = "hello";
for ($i = 0; $i < 5; $i++) {
    $c = $str[$i];
    echo $c;
}
echo "\n";
// builtins with many arguments: the fast entry takes up to eight, more go the full way
echo sprintf("%d-%s-%.2f-%x-%05d", 1, "a", 2.5, 255, 42), "\n";
echo sprintf("%s%s%s%s%s%s%s", "a", "b", "c", "d", "e", "f", "g"), "\n";
echo sprintf("%s%s%s%s%s%s%s%s%s", "a", "b", "c", "d", "e", "f", "g", "h", "i"), "\n";
echo sprintf("%d %d %d %d %d", ...[1, 2, 3, 4, 5]), "\n";
$n = 3;
echo str_pad("x", 5 + $n, "-", STR_PAD_BOTH), "|", mt_rand(5, 5), "|", max(1, 2, 3, 4, 9, 5), "\n";
try {
    echo sprintf("%d %d %d %d %d", 1, 2, 3, 4), "\n";
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
