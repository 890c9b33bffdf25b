<?php
// Near php's default backtrack limit the answer must be the non-JIT build's: a subject
// one step past the boundary fails with PREG_BACKTRACK_LIMIT_ERROR, shorter ones match or not.
for ($n = 20; $n <= 30; $n += 2) {
    $r = preg_match('/^(a|aa)*$/', str_repeat('a', $n) . 'b');
    echo $n, " ", var_export($r, true), " ", preg_last_error(), " ", preg_last_error_msg(), "\n";
}
var_dump(preg_match('/(?:\D+|<\d+>)*[!?]/', 'foobar foobar foobar'), preg_last_error_msg());
var_dump(preg_replace('/^(a|aa)*$/', 'x', [str_repeat('a', 24) . 'b', str_repeat('a', 26) . 'b']), preg_last_error());
var_dump(preg_split('/^(a|aa)*$/', str_repeat('a', 27)), preg_last_error());
