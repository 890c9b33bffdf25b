<?php
$f = new Fiber(fn() => 42);
var_dump($f->start(), $f->getReturn());
$g = new Fiber(function (...$args) { return array_sum($args); });
$g->start(1, 2, 3);
var_dump($g->getReturn());
