<?php
// `$m[$k][] = v` in a loop: a missing row made silently, rows shared with a copy
// separated, values copied from variables and moved from temporaries.
$m = [];
$s = "x";
for ($i = 0; $i < 6; $i++) {
    $m[$i % 2][] = $s;
    $m[$i % 2][] = $s . $i;
    $m["k"][] = [$i];
}
$copy = $m[0];
for ($i = 0; $i < 2; $i++) {
    $m[0][] = "after$i";
}
echo json_encode($m), "\n", json_encode($copy), "\n";
$h = ["a" => ["x" => 1]];
for ($i = 0; $i < 3; $i++) {
    $h["a"][] = $i;
}
$h["a"][10] = "ten";
for ($i = 0; $i < 2; $i++) {
    $h["a"][] = "n$i";
}
var_dump($h);
$str = ["row" => "text"];
try {
    $str["row"][] = "y";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
