<?php
$a = new stdClass;
$b = new stdClass;
var_dump(spl_object_id($a), spl_object_id($b));
var_dump($b);
unset($a);
$c = new stdClass;
var_dump(spl_object_id($c));
var_dump($c);
$d = new stdClass;
var_dump($d);
var_dump(strlen(spl_object_hash($d)), spl_object_hash($d) === spl_object_hash($d), spl_object_hash($d) !== spl_object_hash($c));
function tmp() { return new stdClass; }
var_dump(spl_object_id(tmp()), spl_object_id(tmp()));
$arr = [new stdClass, new stdClass];
var_dump($arr);
$arr = null;
$e = new ArrayObject([]);
var_dump(spl_object_id($e));
$f = function () {};
var_dump(spl_object_id($f));
var_dump(new stdClass);
$g = (function () { yield 1; })();
var_dump(spl_object_id($g));
try { spl_object_id(1); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class WithCtor { public $o; public function __construct() { $this->o = new stdClass; } }
var_dump(new WithCtor);
