<?php
function g() {
    $data = [yield 1, yield 2 => 3];
    f(yield, yield 4);
    echo yield 'x';
    $v = yield $a ?? $b;
    yield fn() => yield;
}
