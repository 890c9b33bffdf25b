<?php
$a ??= 1;
$b = $a?->c;
isset($a?->b);
f(...$a);
f(1, a: 2);
$x = new class { function __get($n) {} };
static fn() => 1;
