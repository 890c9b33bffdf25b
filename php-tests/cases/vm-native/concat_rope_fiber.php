<?php
// A `__toString` that suspends its Fiber in the middle of a rope: the pieces before it
// wait in their slots, and the string is whole once the Fiber is resumed.
$fib = new Fiber(function () {
    return "<" . new class {
        function __toString(): string { Fiber::suspend(1); return "T"; }
    } . "|" . 7 . "|" . new class {
        function __toString(): string { Fiber::suspend(2); return "U"; }
    } . ">";
});
echo $fib->start(), $fib->resume(), "\n";
$fib->resume();
echo $fib->getReturn(), "\n";
