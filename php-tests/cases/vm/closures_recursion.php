<?php
$fib = function($n) use (&$fib) { return $n < 2 ? $n : $fib($n - 1) + $fib($n - 2); };
echo $fib(15), "\n";
$make = function($n) { return function() use ($n) { return $n * 2; }; };
$g = $make(21);
echo $g(), "\n";
