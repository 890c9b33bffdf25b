<?php
function gen() {
    yield;
    yield 1;
    yield 'k' => 'v';
    $x = yield;
    $y = yield 2;
    $z = (yield 3) + 1;
    yield from other();
    $r = yield from [1, 2];
    return 5;
}
