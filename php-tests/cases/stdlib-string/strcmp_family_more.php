<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$pairs = [['a', 'b'], ['b', 'a'], ['abc', 'ab'], ['', ''], ['', 'a'], ['ABC', 'abc'], ['img12', 'img10'], ['img2', 'img12'], ['IMG2', 'img12'], ['a ', 'a'], ["a\0b", "a\0c"], ['x1.10', 'x1.9'], ['007', '7'], [' 1', '1']];
foreach ($pairs as [$a, $b]) {
    echo "$a|$b: ", json_encode([strcmp($a, $b), strcasecmp($a, $b), strncmp($a, $b, 2), strncasecmp($a, $b, 1), strnatcmp($a, $b), strnatcasecmp($a, $b), strcoll($a, $b) <=> 0, $a <=> $b]), "\n";
}
t(fn() => strncmp('a', 'b', -1));
t(fn() => strncasecmp('a', 'b', -1));
t(fn() => substr_compare("abcde", "bc", 1, 2));
t(fn() => substr_compare("abcde", "BC", 1, 2, true));
t(fn() => substr_compare("abcde", "de", -2));
t(fn() => substr_compare("abcde", "bcg", 1, 2));
t(fn() => substr_compare("abcde", "cd", 1, 0));
t(fn() => substr_compare("abcde", "abc", 5, 1));
t(fn() => substr_compare("abcde", "abc", 6, 1));
t(fn() => substr_compare("abcde", "abc", -10, 1));
t(fn() => substr_compare("abcde", "abc", 0, -1));
t(fn() => substr_compare("abcde", "abc", 0, null));
