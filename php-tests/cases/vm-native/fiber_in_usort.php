<?php
$fiber = new Fiber(function () {
    $data = [5, 3, 9, 1, 7];
    usort($data, function ($a, $b) {
        Fiber::suspend("$a<=>$b");
        return $a <=> $b;
    });
    return implode(",", $data);
});
$steps = 0;
$v = $fiber->start();
while (!$fiber->isTerminated()) { $steps++; $v = $fiber->resume(); }
echo $fiber->getReturn(), " after ", $steps > 0 ? "some" : "no", " suspensions\n";
