<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([[5, ' ', STR_PAD_RIGHT], [5, '-', STR_PAD_LEFT], [6, 'ab', STR_PAD_BOTH], [7, 'xyz', STR_PAD_BOTH], [2, '*', STR_PAD_LEFT], [-3, '*', STR_PAD_RIGHT], [10, '123', STR_PAD_LEFT]] as [$n, $p, $m]) {
    var_dump(str_pad('abc', $n, $p, $m), str_pad('', $n, $p, $m));
}
t(fn() => str_pad('abc', 10, ''));
t(fn() => str_pad('abc', 10, ' ', 3));
t(fn() => str_pad('abc', 10, ' ', -1));
var_dump(str_repeat('ab', 3), str_repeat('', 100), str_repeat('x', 0), strrev(''), strrev('abc'), strrev("a\0b"), strrev('héllo') === "oll\xa9\xc3h");
t(fn() => str_repeat('x', -1));
t(fn() => str_repeat('x', '3'));
t(fn() => str_repeat('x', 2.5));
