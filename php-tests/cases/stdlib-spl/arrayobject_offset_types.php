<?php
// an array or an object is no ArrayObject/ArrayIterator key: php's TypeError texts name
// the object's class
class S extends ArrayObject {}
foreach ([new ArrayIterator([1]), new S([1]), new ArrayObject([1])] as $ao) {
    foreach ([[], new stdClass()] as $k) {
        try { var_dump($ao[$k]); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
        try { $ao[$k] = 1; } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
        try { $r = &$ao[$k]; } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
        try { var_dump(isset($ao[$k])); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
        try { var_dump(empty($ao[$k])); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
        try { unset($ao[$k]); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
        try { var_dump($ao->offsetExists($k)); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
    }
    var_dump(count($ao));
}
