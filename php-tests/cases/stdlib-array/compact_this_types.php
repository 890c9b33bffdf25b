<?php
class K {
    public $p = 1;
    public function get() { $local = 'L'; return compact('this', 'local', ['this', ['local']]); }
    public static function stat() { return compact('this'); }
}
var_dump((new K)->get());
var_dump(K::stat());
function f() { return compact('this'); }
var_dump(f());
$fn = function () { return compact('this'); };
var_dump(Closure::bind($fn, new K, K::class)());
$a = 'A';
$b = 'B';
var_dump(compact('a', true, ['b', 1.5, [null, 'a']], 7, new stdClass));
var_dump(compact([], ['missing', 'a']));
