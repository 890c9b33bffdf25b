<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
function f1() {
    $size = "large";
    $arr = ["color" => "blue", "size" => "medium", "shape" => "sphere", "0" => "zero", "bad key" => 1];
    var_dump(extract($arr, EXTR_PREFIX_SAME, "wddx"));
    var_dump($color, $size, $shape, $wddx_size);
    var_dump(extract($arr, EXTR_SKIP));
    var_dump(extract($arr, EXTR_PREFIX_ALL, "p"));
    var_dump($p_color, $p_0);
    var_dump(extract($arr, EXTR_PREFIX_INVALID, "inv"));
    var_dump($inv_0);
}
f1();
function f2() {
    $a = 1;
    var_dump(extract(["a" => 10, "b" => 20], EXTR_IF_EXISTS));
    var_dump($a, isset($b));
    var_dump(extract(["a" => 5, "c" => 6], EXTR_PREFIX_IF_EXISTS, "q"));
    var_dump($q_a, isset($q_c));
    var_dump(extract(["a" => 7], EXTR_OVERWRITE));
    var_dump($a);
}
f2();
