<?php
$ops = ["<", "lt", "<=", "le", ">", "gt", ">=", "ge", "==", "=", "eq", "!=", "<>", "ne"];
foreach ([["5.2", "5.10"], ["1.0", "1.0"], ["2.0", "1.9.9"], ["8.5.0", "8.5"]] as [$a, $b]) {
    foreach ($ops as $op) {
        echo "$a $op $b: ";
        var_dump(version_compare($a, $b, $op));
    }
}
function t($f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => version_compare("1", "2", "foo"));
t(fn() => version_compare("1", "2", ""));
t(fn() => version_compare("1", "2", "LT"));
t(fn() => version_compare("1", "2", null));
t(fn() => version_compare([], "2"));
