<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
function h() {
    $arr = ["a" => 1, "b" => 2];
    var_dump(extract($arr, EXTR_REFS));
    $a = 100;
    var_dump($arr["a"]);
    $arr["b"] = 200;
    var_dump($b);
    $arr2 = ["x" => 1];
    var_dump(extract($arr2, EXTR_PREFIX_ALL | EXTR_REFS, "r"));
    $r_x = 5;
    var_dump($arr2["x"]);
}
h();
