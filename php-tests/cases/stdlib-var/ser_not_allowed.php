<?php
try {
    serialize(function () {});
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    serialize([1, 2, fn() => 1]);
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
function gen() { yield 1; }
try {
    serialize(gen());
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    var_dump(unserialize('O:7:"Closure":0:{}'));
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
