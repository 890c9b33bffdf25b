<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$pairs = [["World", "Word"], ["Hello", "World"], ["", ""], ["", "abc"], ["abc", ""], ["abcdefgh", "xbcdyefgz"], ["PHP IS GREAT", "WITH MYSQL"], ["identical", "identical"], ["aaaa", "aa"], ["The quick brown fox", "The quick brown dog"], ["\0\1\2", "\1\2\0"], ["bafoobar", "barfoo"]];
foreach ($pairs as [$a, $b]) { $r = similar_text($a, $b, $p); var_dump($r, $p, similar_text($b, $a)); }
$p = "untouched"; var_dump(similar_text("a", "b", $p), $p);
t(fn() => similar_text([], "x"));
