<?php
set_error_handler(function (int $errno, string $errstr, string $errfile, int $errline) {
    throw new ErrorException($errstr, 0, $errno, $errfile, $errline);
});
function f() {
    $r = $nope + 1;
    echo "not reached\n";
    return $r;
}
try {
    f();
} catch (ErrorException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e->getSeverity(), $e->getLine(), $e->getCode());
}
echo "continues\n";
