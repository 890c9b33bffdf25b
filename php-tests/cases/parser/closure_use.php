<?php
$a = 1; $b = 2;
$f = function ($x) use ($a, &$b) { $b++; return $x + $a; };
$g = function () use ($a,) {};
