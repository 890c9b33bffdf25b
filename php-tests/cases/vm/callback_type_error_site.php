<?php
// A TypeError for a callback called by internal code names no call site.
function typed_cb(int $x) { return $x * 2; }
foreach ([
    fn() => array_map('typed_cb', ['a']),
    fn() => array_map(function (int $x) { return $x; }, ['b']),
    fn() => usort($arr, fn(int $a, int $b) => $a <=> $b),
    fn() => call_user_func('typed_cb', 'c'),
    fn() => typed_cb('d'),
] as $i => $f) {
    $arr = ['x', 'y'];
    try {
        var_dump($f());
    } catch (TypeError $e) {
        echo $i, " ", preg_replace('/\{closure:[^}]*\}/', '{closure}', $e->getMessage()), "\n";
    }
}
