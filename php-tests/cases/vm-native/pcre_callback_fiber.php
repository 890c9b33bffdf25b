<?php
$f = new Fiber(function () {
    return preg_replace_callback('/\d/', function ($m) {
        $x = Fiber::suspend($m[0]);
        return "<$x>";
    }, 'a1b2');
});
$v = $f->start();
while (!$f->isTerminated()) {
    echo "suspended with $v\n";
    $v = $f->resume($v * 10);
}
var_dump($f->getReturn());
