<?php
// a static property named as an instance one on a class with magic methods: php asks
// silently (no notice) and the magic method runs
class M {
    public static $s = 1;
    protected static $p = 2;
    function __get($n) { echo "__get $n\n"; return 42; }
    function __set($n, $v) { echo "__set $n\n"; }
    function __isset($n) { echo "__isset $n\n"; return true; }
    function __unset($n) { echo "__unset $n\n"; }
}
$m = new M;
var_dump($m->s);
$m->s = 5;
var_dump(isset($m->s));
unset($m->s);
var_dump($m->p);
$m->p = 5;
var_dump(isset($m->p));
unset($m->p);
var_dump(M::$s);
