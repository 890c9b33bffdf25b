<?php
// code run in its caller's scope (eval, include) rebinding a variable: static, global,
// =& and variable variables rebind the caller's variable too
function statics() {
    static $a = [1, 2, 3];
    eval(' static $k = [4, 5, 6]; ');
    var_dump($a, $k);
}
statics();
function refs() {
    $b = 1;
    eval('$a = &$b;');
    $a = 2;
    var_dump($b);
}
refs();
function globals_in_eval() {
    eval('global $gx;');
    $gx = 'set in function';
}
globals_in_eval();
var_dump($gx);
function include_binds() {
    $x = 'local';
    include __DIR__ . '/inc/scope_bind.inc';
    var_dump($x, $y, $z);
    $z = 'changed';
    var_dump($GLOBALS['gz']);
}
$gz = 'global z';
include_binds();
// variable variables
function varvar() {
    $n = 'x';
    $y = 1;
    $$n = &$y;
    $y = 5;
    var_dump($x);
    $k = 'gv';
    global $$k;
    $gv = 'via global $$k';
    foreach (['ga', 'gb'] as $name) {
        global $$name;
    }
    var_dump($ga, $gb);
    $ga = 'changed a';
}
$ga = 'a';
$gb = 'b';
varvar();
var_dump($gv, $ga);
