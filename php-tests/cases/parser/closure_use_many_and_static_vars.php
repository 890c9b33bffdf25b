<?php
$f = function () use ($a, $b, &$c, $d) {
    static $calls = 0;
    return ++$calls + $a + $b + $c + $d;
};
