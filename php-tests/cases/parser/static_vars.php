<?php
function counter() {
    static $n = 0;
    static $a, $b = 2, $c = [1, 2];
    static $d = PHP_VERSION . '!';
    return ++$n;
}
