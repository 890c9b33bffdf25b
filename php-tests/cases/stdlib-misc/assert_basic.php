<?php
var_dump(ini_get("zend.assertions"), ini_get("assert.exception"));
var_dump(assert(true));
var_dump(assert(1));
var_dump(assert("x"));
try {
    assert(false, "custom message");
} catch (AssertionError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e instanceof Error, $e->getCode());
}
try {
    assert(0, new RuntimeException("runtime", 5));
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), " ", $e->getCode(), "\n";
}
try {
    assert(1 > 2, "one is not greater");
} catch (AssertionError $e) {
    echo $e->getMessage(), "\n";
}
try {
    call_user_func('assert', false);
} catch (AssertionError $e) {
    var_dump($e->getMessage());
}
try {
    call_user_func('assert', false, "dyn");
} catch (AssertionError $e) {
    var_dump($e->getMessage());
}
