<?php
// php's compiler passes the asserted expression, printed back, as assert()'s description.
ini_set('assert.exception', 0);
ini_set('assert.warning', 1);
$a = 1; $b = [1, 2]; $o = new stdClass; $o->p = 2;
assert(false);
assert($a > 2);
assert($a + 1 * 2 === 4);
assert(($a + 1) * 2 === 5);
assert(!$a);
assert(-$a > 0 && $a < 0 || $a == 7);
assert($b[0] == 9 and true);
assert($o->p === 'x');
assert(count($b) === 3, );
assert(in_array(3, $b, strict: true));
assert(new \stdClass() instanceof ArrayAccess);
assert(new stdClass instanceof $a);
assert(strlen("a\tb$a {$b[1]}") > 10);
assert('it\'s' === "x");
assert($a ? false : null);
assert($a ?: false ? 0 : 0);
assert(isset($b[5]) || empty($b));
assert(PHP_INT_MAX < 0);
assert(\PHP_INT_MAX < 0);
assert(stdClass::class === 'x');
assert([1, 'k' => $a, ...$b] === []);
assert((int) '0');
assert($a++ > 5);
assert(($a = 0));
assert(fn() => false() && 1);
assert(false, 'custom');
try {
    assert(description: 'only');
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
ini_set('assert.exception', 1);
try {
    assert(1 === 2);
} catch (AssertionError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    echo $e->getTraceAsString(), "\n";
}
try {
    assert(assertion: 0);
} catch (AssertionError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(ini_set('zend.assertions', -1));
var_dump(ini_get('zend.assertions'));
var_dump(ini_set('zend.assertions', 0));
var_dump(ini_set('zend.assertions', 1));
