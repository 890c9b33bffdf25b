<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = "42 is the answer to the 128th question";
foreach ([[0, null], [3, null], [-10, null], [0, 2], [0, -30], [50, null], [-50, null], [5, -50]] as [$o, $l]) {
    var_dump(strspn($s, "1234567890", $o, $l), strcspn($s, "aeiou", $o, $l), strspn($s, "", $o, $l), strcspn($s, "", $o, $l));
}
var_dump(strspn("foo", "o", 1, 2), strcspn("abcd", "cd"), strcspn("hello", "l", -5), strcspn("", "a"), strspn("", "a"), strcspn("abc", "\0"), strcspn("a\0c", "\0"));
t(fn() => strspn([], 'a'));
