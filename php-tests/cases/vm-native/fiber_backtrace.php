<?php
function leaf() {
    debug_print_backtrace();
    Fiber::suspend(1);
    debug_print_backtrace();
    throw new Exception("from fiber");
}
function body($n) { return leaf(); }
$f = new Fiber('body');
function run($f) { return $f->start(5); }
run($f);
function again($f) {
    try { $f->resume(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
}
again($f);
