<?php
var_dump(get_error_handler(), get_exception_handler());
set_error_handler('strlen');
var_dump(get_error_handler());
set_error_handler(function() {}, E_WARNING);
// (a closure's var_dump names this file: its path length depends on the checkout)
$h = get_error_handler();
var_dump($h instanceof Closure, (new ReflectionFunction($h))->getStartLine());
restore_error_handler();
var_dump(get_error_handler());
set_error_handler(null);
var_dump(get_error_handler());
class A { static function h() {} function i() {} }
set_exception_handler([new A, 'i']);
var_dump(get_exception_handler());
set_exception_handler('A::h');
var_dump(get_exception_handler());
restore_exception_handler();
restore_exception_handler();
var_dump(get_exception_handler());
var_dump(get_resources());
$f = fopen('php://memory', 'r');
$g = fopen(__FILE__, 'r');
fclose($g);
var_dump(get_resources());
var_dump(get_resources('stream'));
var_dump(get_resources('Unknown'));
try { get_resources("nope"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
unset($g);
var_dump(count(get_resources()));
try { get_resources([]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// a closed resource stays listed as Unknown until its last holder is gone
$h = fopen('php://memory', 'r');
$keep = $h;
fclose($h);
var_dump(get_resources('Unknown'));
unset($h, $keep);
var_dump(get_resources('Unknown'));
for ($i = 0; $i < 200; $i++) { $t[] = fopen('php://memory', 'r'); }
var_dump(count(get_resources('stream')));
$t = null;
var_dump(count(get_resources('stream')));
