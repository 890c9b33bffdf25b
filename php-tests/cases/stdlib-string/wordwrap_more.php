<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$t = "The quick brown fox sat over the lazy dog";
foreach ([[10, "\n", false], [10, "<br>", true], [3, "\n", true], [3, "\n", false], [1, "|", true], [100, "\n", false], [0, "\n", false], [15, "", false]] as [$w, $b, $c]) {
    t(fn() => wordwrap($t, $w, $b, $c));
}
t(fn() => wordwrap("A very long woooooooooooord.", 8, "\n", true));
t(fn() => wordwrap("A very long woooooooooooord.", 8, "\n", false));
t(fn() => wordwrap("short", 0, "\n", true));
t(fn() => wordwrap("short", 5, ""));
t(fn() => wordwrap(""));
t(fn() => wordwrap("line one\nline two is long", 8, "\n", true));
t(fn() => wordwrap("a  b   c    d", 2, "\n", true));
t(fn() => wordwrap("abc def", -1, "\n", false));
t(fn() => wordwrap("abc def", -1, "\n", true));
