<?php
$fiber = new Fiber(function () {
    return array_map(function ($x) {
        $got = Fiber::suspend($x);
        return $x * $got;
    }, [1, 2, 3]);
});
$v = $fiber->start();
while (!$fiber->isTerminated()) {
    echo "suspended with $v\n";
    $v = $fiber->resume(10);
}
print_r($fiber->getReturn());
