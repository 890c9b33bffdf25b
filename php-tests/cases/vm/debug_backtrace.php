<?php
function inner($a, $b = 2) {
    print_r(debug_backtrace());
    print_r(debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS, 1));
    debug_print_backtrace();
    debug_print_backtrace(0, 1);
    return 1;
}
class K {
    function m($x) { return inner($x); }
    static function s() { return (new K)->m("s"); }
}
function outer() { return K::s(); }
outer();
debug_print_backtrace();
var_dump(debug_backtrace());
class D { function __destruct() { debug_print_backtrace(); echo "dtor\n"; } }
function make() { $d = new D; unset($d); echo "after\n"; }
make();
try { debug_backtrace(0, -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
