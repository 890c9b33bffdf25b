<?php
// php 8.1+ $GLOBALS: reads and writes go to the global variables; a whole read is a copy
$v = 5;
$arr = ['a' => ['b' => 1]];
$list = [3, 1, 2];
$gone = 1;
function f() {
    var_dump($GLOBALS['v']);
    $GLOBALS['v'] = 7;
    $GLOBALS['w'] = 'new';
    $GLOBALS['arr']['a']['c'] = 2;
    $GLOBALS['v']++;
    $GLOBALS['v'] .= "x";
    var_dump(isset($GLOBALS['v']), isset($GLOBALS['nope']), $GLOBALS['nope'] ?? 'default');
    var_dump(empty($GLOBALS['v']), empty($GLOBALS['nope']));
    var_dump($GLOBALS['nope']);
    var_dump($GLOBALS['arr']['a']['b']);
    $name = 'list';
    sort($GLOBALS[$name]);
    unset($GLOBALS['gone']);
    $g = $GLOBALS;
    var_dump(is_array($g), $g['v'], array_key_exists('arr', $g), array_key_exists('gone', $g));
    $g['v'] = 'copy only';
    var_dump($GLOBALS['v']);
    $r = &$GLOBALS['v'];
    $r = 'via reference';
    $g = $GLOBALS;
    $g['v'] = 'shared reference';
}
f();
var_dump($v, $w, $arr, $list, isset($gone));
$fn = fn() => $GLOBALS['v'] . '!';
var_dump($fn());
$GLOBALS['top'] = 'at top level';
var_dump($top);
unset($GLOBALS['top']);
var_dump(isset($top));
function count_globals() {
    $n = 0;
    foreach ($GLOBALS as $k => $val) {
        if ($k === 'v' || $k === 'arr') {
            $n++;
        }
    }
    return $n;
}
var_dump(count_globals());
