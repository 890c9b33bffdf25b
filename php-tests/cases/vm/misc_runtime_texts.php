<?php
// Run-time texts: class fetches without scope, a missing interface, NUL-prefixed property
// names, an append passed to a by-value parameter, escaped trace arguments.
foreach ([
    fn() => new self,
    fn() => static::f(),
    fn() => parent::f(),
] as $f) {
    try { $f(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
function h($x = new self) {}
try { h(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class NoParent { function f() { return parent::class; } function g() { return new parent; } }
try { (new NoParent)->g(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try {
    eval('class Impl implements MissingIface {}');
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    eval('interface I2 extends MissingParentIface {}');
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
class M {
    function __get($n) { return $this->$n; }
    function __set($n, $v) { $this->$n = $v; }
}
$m = new M;
$nul = "\0x";
try { $m->$nul = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump($m->$nul); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$plain = new stdClass;
try { $plain->$nul = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump($plain->$nul); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(isset($plain->$nul));
function byRef(&$r) { $r = 'set'; }
function byVal($v) { return $v; }
$arr = [];
byRef($arr[]);
byRef($arr[][5]);
var_dump($arr);
$fn = 'byVal';
try { $fn($arr[]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { byVal(v: $arr[]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function thrower($s) { throw new Exception('x'); }
try {
    thrower("a\tb\n\0\x7f\\'é");
} catch (Exception $e) {
    echo $e->getTraceAsString(), "\n";
}
try {
    thrower("тест-long-string-here");
} catch (Exception $e) {
    echo $e->getTraceAsString(), "\n";
}
