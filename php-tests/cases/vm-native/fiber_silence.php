<?php
// Each fiber has its own error_reporting: `@` does not leak across a switch.
$fiber = new Fiber(function (): void {
    trigger_error("A in fiber", E_USER_WARNING);
    Fiber::suspend();
    trigger_error("C in fiber", E_USER_WARNING);
    @trigger_error("silenced in fiber", E_USER_WARNING);
    Fiber::suspend();
    trigger_error("E in fiber", E_USER_WARNING);
});
@$fiber->start();
trigger_error("B in main", E_USER_WARNING);
@$fiber->resume();
trigger_error("D in main", E_USER_WARNING);
$fiber->resume();
var_dump(error_reporting() === E_ALL);
$g = new Fiber(function (): void {
    var_dump(error_reporting() === E_ALL);
    $r = @Fiber::suspend();
    var_dump(error_reporting() === E_ALL);
});
@$g->start();
var_dump(error_reporting() === E_ALL);
$g->resume();
