<?php
class A { public $p = 1; public static $s = 10; public $arr = []; function m($x) { return "m$x"; } static function sm() { return "sm"; } }
$a = new A; $x = 5;
$a->p = &$x; $x = 6; var_dump($a->p); $a->p = 7; var_dump($x);
$r = &$a->arr; $r[] = 1; var_dump($a->arr);
$y = &A::$s; $y = 20; var_dump(A::$s);
$n = 'm'; echo $a->$n(1), " ", $a->{'m'}(2), "\n";
$sn = 'sm'; $cls = 'A'; echo A::$sn(), " ", $cls::$sn(), "\n";
$prop = 's'; var_dump($cls::$$prop, A::$$prop, isset($cls::$nope), isset(A::$$prop));
$cls::$$prop = 30; var_dump(A::$s);
$arr = [1, 2]; $arr[] = &$arr[0]; $arr[2] = 9; var_dump($arr);
