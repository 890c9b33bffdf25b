<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = "123abc日本語テキスト";
foreach ([[0, 100], [0, 14], [0, 13], [0, 12], [0, 5], [0, 3], [0, 0], [3, 6], [-5, 6], [6, 5]] as [$st, $w]) {
    var_dump(mb_strimwidth($s, $st, $w), mb_strimwidth($s, $st, $w, "..."), mb_strimwidth($s, $st, $w, "…"));
}
var_dump(bin2hex(mb_strimwidth("a\x80bcdef", 0, 4, "..")), bin2hex(mb_strimwidth("a\x80b", 0, 10)), mb_strimwidth("abcdef", 2, 10));
t(fn() => mb_strimwidth($s, 100, 5));
t(fn() => mb_strimwidth($s, -100, 5));
t(fn() => mb_strimwidth($s, 0, -3));
t(fn() => mb_strimwidth($s, 2, -100));
