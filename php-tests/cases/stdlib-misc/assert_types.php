<?php
function t($f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => assert(false, 123));
t(fn() => assert(false, 1.5));
t(fn() => assert(false, null));
t(fn() => assert([], "empty array"));
t(fn() => assert([1], "array"));
t(fn() => assert("0", "zero string"));
t(fn() => assert(new stdClass, "object"));
t(fn() => assert(false, new LogicException("logic")));
t(fn() => assert(true, new LogicException("not thrown")));
