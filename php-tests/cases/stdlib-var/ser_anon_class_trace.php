<?php
// An anonymous class's object in a stack trace's arguments is named up to its NUL, as
// php prints the name as a C string.
$o = new class {};
try {
    serialize($o);
} catch (Exception $e) {
    echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
function f($x) { throw new Exception("in f"); }
try {
    f(new class {});
} catch (Exception $e) {
    echo $e->getTraceAsString(), "\n";
}
