<?php
function t($a, ...$rest) {
    var_dump(func_num_args());
    var_dump(func_get_args());
    var_dump($rest);
}
t(1, 2, 3);
t(1, 2, c: 3);
t(a: 1, z: 9);
t(1);

function typed($a, string ...$extra) {
    var_dump(func_num_args(), func_get_args(), $extra);
}
typed(b: 'b', a: 'a', c: 'c');
typed('a', 'b', 'c', d: 'd');


function f($a, $b = 2) { return "$a-$b"; }
foreach ([
    fn() => f(1, a: 2),
    fn() => f(1, c: 3),
    fn() => f(b: 1),
    fn() => array_merge([1], a: [2]),
    fn() => array_diff_key([1, 2], [3], x: [5]),
    fn() => max(1, 2, value: 3),
    fn() => str_pad(string: "x", length: 3, pad_string: "-"),
    fn() => str_pad("x", 3, string: "y"),
    fn() => str_pad("x", 3, nope: "y"),
    fn() => sprintf(format: "%s|%s", values: 1),
] as $i => $fn) {
    try {
        var_dump($fn());
    } catch (Throwable $e) {
        echo $i, " ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
