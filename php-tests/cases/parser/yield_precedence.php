<?php
function g() {
    $x = yield 1 + 2;
    $y = yield $a and $b;
    $z = yield yield 1;
    yield print 1;
}
