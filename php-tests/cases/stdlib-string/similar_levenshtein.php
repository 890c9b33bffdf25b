<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$pairs = [["kitten", "sitting"], ["", "abc"], ["abc", ""], ["", ""], ["flaw", "lawn"], ["same", "same"], ["abc", "abd"], ["ab", "ba"], ["saturday", "sunday"], ["\xc3\xa9", "e"]];
foreach ($pairs as [$a, $b]) { var_dump(levenshtein($a, $b), levenshtein($a, $b, 2, 3, 4), levenshtein($a, $b, 5, 1, 5), levenshtein($a, $b, 0, 0, 0)); }
var_dump(levenshtein("a", "b", -1, -1, -1), levenshtein(str_repeat("a", 300), str_repeat("b", 300)));
t(fn() => levenshtein("a"));
t(fn() => levenshtein("a", "b", "x"));
