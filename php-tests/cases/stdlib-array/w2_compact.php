<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
function cf() {
    $a = 1; $b = [2]; $c = null;
    var_dump(compact("a", "b"));
    var_dump(compact(["a", ["b", "c"]]));
    var_dump(compact("a", "nope"));
    var_dump(compact([]));
}
cf();
