<?php
$f = new Fiber(function () {
    ob_start(function ($buf, $phase) {
        $x = Fiber::suspend(strlen($buf));
        return "[$x:" . $buf . ":$phase]";
    });
    echo "hello";
    $ok = ob_end_flush();
    echo "\nfiber done\n";
    return $ok;
});
$len = $f->start();
$f->resume("R");
var_dump($len, $f->getReturn(), ob_get_level());
