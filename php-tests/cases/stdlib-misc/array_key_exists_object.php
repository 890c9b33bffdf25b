<?php
function t($f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$o = new stdClass;
$o->a = 1;
t(fn() => array_key_exists("a", $o));
t(fn() => key_exists("a", $o));
t(fn() => array_key_exists("a", ["a" => null]));
t(fn() => array_key_exists(null, ["" => 1]));
t(fn() => array_key_exists(1.5, [1 => 1]));
t(fn() => array_key_exists([], []));
