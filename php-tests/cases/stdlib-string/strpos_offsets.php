<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$h = "Hello hello HELLO";
foreach ([0, 1, 6, -1, -5, -17, 17, 16] as $o) {
    echo $o, ': ';
    var_dump(strpos($h, 'llo', $o), stripos($h, 'LLO', $o), strrpos($h, 'llo', $o), strripos($h, 'llo', $o));
}
foreach ([18, -18, 100, -100] as $o) {
    t(fn() => strpos($h, 'l', $o));
    t(fn() => stripos($h, 'l', $o));
    t(fn() => strrpos($h, 'l', $o));
    t(fn() => strripos($h, 'l', $o));
}
t(fn() => strpos($h, ''));
t(fn() => strpos($h, '', 17));
t(fn() => strrpos($h, ''));
t(fn() => strrpos($h, '', -3));
t(fn() => stripos('', ''));
t(fn() => strripos('ABC', ''));
t(fn() => strpos('abc', 'c', -1));
t(fn() => strrpos('abcabc', 'abc', -3));
t(fn() => strrpos('abcabc', 'abc', -4));
t(fn() => strripos('ABCabc', 'b', -5));
