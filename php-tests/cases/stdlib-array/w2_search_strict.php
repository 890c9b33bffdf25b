<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$h = [0, "1", 1.0, null, "a", false, "", [1], "1e1"];
foreach ([0, "0", 1, "1", null, false, "", "a", 10, [1], "01", true] as $n) {
    echo json_encode($n), ": ", json_encode(in_array($n, $h)), " ", json_encode(in_array($n, $h, true)), " ",
        json_encode(array_search($n, $h)), " ", json_encode(array_search($n, $h, true)), "\n";
}
t(fn() => in_array(1, "x"));
t(fn() => array_search(1, 5));
t(fn() => array_keys([1, "1", 1.0, true, "a"], 1));
t(fn() => array_keys([1, "1", 1.0, true, "a"], 1, true));
