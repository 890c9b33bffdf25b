<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$pairs = [['World', 'Word'], ['', ''], ['abc', ''], ['', 'abc'], ['Hello', 'hello'], ['kitten', 'sitting'], ['PHP IS GREAT', 'WITH MYSQL'], ['aaaa', 'aa'], ['abcdef', 'fedcba'], ["\x00\x01", "\x01\x00"]];
foreach ($pairs as [$a, $b]) {
    $p = null;
    var_dump(similar_text($a, $b), similar_text($a, $b, $p), $p);
    var_dump(levenshtein($a, $b), levenshtein($a, $b, 2, 3, 4), levenshtein($a, $b, 1, 1, 0), levenshtein($a, $b, 0, 5, 1));
}
var_dump(levenshtein(str_repeat('a', 300), str_repeat('b', 300)));
t(fn() => levenshtein('a', 'b', 1));
t(fn() => levenshtein('a', 'b', 1, 2));
t(fn() => similar_text('a'));
t(fn() => levenshtein([], 'a'));
