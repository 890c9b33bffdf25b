<?php
class A { private $x = 1; }
$f = function () { return $this->x; };
$b = Closure::bind($f, new A, A::class);
