<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = ["hello world", "hello_world-foo bar", "HELLO world", "o'neil mc-donald", "  leading", "tab\tsep\nnew", "", "a", "élan vital", "x.y.z", "1st place"];
foreach ($s as $v) {
    var_dump(ucwords($v), ucwords($v, '_-'), ucwords($v, ''), ucwords($v, ". "), ucfirst($v), lcfirst(strtoupper($v)));
}
t(fn() => ucwords('a|b|c', '|'));
t(fn() => ucwords("a\0b", "\0"));
t(fn() => ucwords([]));
