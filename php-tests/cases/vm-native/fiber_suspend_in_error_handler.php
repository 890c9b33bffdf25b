<?php
set_error_handler(function ($no, $str) {
    $r = Fiber::suspend("handler: $str");
    echo "handler resumed with $r\n";
    return true;
});
$f = new Fiber(function () {
    echo $undefined;
    echo "after warning\n";
    return "ret";
});
var_dump($f->start());
echo "main between\n";
$f->resume("R");
var_dump($f->getReturn());
echo "end\n";
