<?php
// a __toString met by a builtin inside a fiber may suspend the fiber
class S {
    function __toString(): string {
        $got = Fiber::suspend('in toString');
        return "str:$got";
    }
}
$f = new Fiber(function () {
    return strtoupper(new S);
});
var_dump($f->start());
$f->resume('resumed');
$g = new Fiber(function () {
    $n = 0;
    for ($i = 0; $i < 3; $i++) {
        $n += strlen(new S) + strlen(dechex($i));
    }
    return $n;
});
$v = $g->start();
while (!$g->isTerminated()) {
    $v = $g->resume("x$v");
}
var_dump($g->getReturn());
var_dump($f->getReturn());
