<?php
set_error_handler(function ($no, $str) { throw new Exception($str); });
function g($a) { return $a + $undefined; }
try {
    g(1);
} catch (Exception $e) {
    foreach ($e->getTrace() as $i => $frame) {
        echo $i, ": ", $frame['function'], " line ", $frame['line'], " args ", count($frame['args']), "\n";
    }
    echo $e->getLine(), "\n";
}
