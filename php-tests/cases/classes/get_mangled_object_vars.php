<?php
// get_mangled_object_vars() names a protected property "\0*\0name" as (array) does; an
// ArrayObject subclass with such properties serializes and reads back.
class W { protected $q = 1; private $r = 2; public $s = 3; public $t; }
$w = new W; $w->{'5'} = 'five'; $w->dyn = [1]; $x = &$w->s;
var_dump(get_mangled_object_vars($w));
class AO extends ArrayObject { protected $pp = 'p'; private $qq = 'q'; }
$a = new AO([1, 2]); $a->dd = 4;
$s = serialize($a); echo str_replace("\0", '\0', $s), "\n"; var_dump(unserialize($s));
$f = SplFixedArray::fromArray([1, 2]); $f->p = 1; var_dump((array) $f); var_export($f); echo "\n";
try { $r = &$f[]; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(isset($f[0]), isset($f["1"]), empty($f[0]), $f[5] ?? "none");
