<?php
// deprecated internal constants, define()/constant() with "::", output handler flags
var_dump(E_STRICT, MT_RAND_PHP, ASSERT_ACTIVE, \ASSERT_CALLBACK, ASSERT_BAIL, ASSERT_WARNING, ASSERT_EXCEPTION);
var_dump(constant('E_STRICT'), defined('ASSERT_ACTIVE'));
foreach (['START', 'WRITE', 'FLUSH', 'CLEAN', 'FINAL', 'CONT', 'END', 'CLEANABLE', 'FLUSHABLE', 'REMOVABLE', 'STDFLAGS', 'STARTED', 'DISABLED', 'PROCESSED'] as $n) {
    echo "PHP_OUTPUT_HANDLER_$n = ", constant("PHP_OUTPUT_HANDLER_$n"), "\n";
}
var_dump(is_string(PHP_BINARY), PHP_BINARY !== '');
try {
    define('::', true);
} catch (\Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    define('A::B', 1);
} catch (\Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    constant('::');
} catch (\Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
// getIterator() returning a non-Traversable
class Bad implements IteratorAggregate { function getIterator(): Traversable { return $this->it; } public $it; }
class Bad2 implements IteratorAggregate { #[\ReturnTypeWillChange] function getIterator() { return 5; } }
foreach ([new Bad2] as $b) {
    try {
        foreach ($b as $v) {}
    } catch (\Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    try {
        var_dump([...$b]);
    } catch (\Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
