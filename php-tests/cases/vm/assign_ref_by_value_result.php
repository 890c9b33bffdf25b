<?php
// `$x = &f()` where f() returns a value: php's notice, then a plain assignment that keeps
// $x's binding (a static, a global, a reference)
function v() { static $n = 0; return ++$n; }
function &r() { static $cell = 'cell'; return $cell; }
function s() {
    static $x;
    if (!isset($x)) {
        $x = &v();
    }
    return $x;
}
var_dump(s(), s());
function g() {
    global $gl;
    $gl = &v();
}
g();
var_dump($gl);
$a = 1;
$b = &$a;
$b = &v();
var_dump($a, $b);
$c = &r();
$c = 'changed through reference';
var_dump(r());
$arr = [1, 2];
$arr[0] = &v();
var_dump($arr);
