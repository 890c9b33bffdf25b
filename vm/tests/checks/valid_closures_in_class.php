<?php
class A {
    function f() { return function () { return self::class . static::class; }; }
}
$f = function () { return self::X; };
