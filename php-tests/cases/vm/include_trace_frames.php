<?php
// an include shows in traces as its own frame, never with a class; a warning of the
// include statement itself shows the include frame under the error handler
class K {
    static function viaStatic() { return require __DIR__ . '/inc/trace_include.inc'; }
    function viaMethod() { include __DIR__ . '/inc/trace_include.inc'; }
}
K::viaStatic();
(new K)->viaMethod();
// (arguments left out of the traces: the handler gets the checkout path)
ini_set("zend.exception_ignore_args", "1");
function handler($no, $str) { debug_print_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS); echo (new Exception)->getTraceAsString(), "\n"; return true; }
set_error_handler('handler');
include 'no_such_file_here.php';
function f() { include_once 'no_such_file_either.php'; eval('debug_print_backtrace();'); }
f();
