<?php
set_error_handler(function ($no, $str) { throw new RuntimeException("converted: $str"); });
function f() {
    try {
        echo $u;
        echo "no\n";
    } finally {
        echo "finally\n";
    }
}
try { f(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
$x = 1;
echo "x=$x\n";
