<?php
// php's zend_wrong_string_offset_error: each write form on a string offset names its op.
$tests = [
    'assign-op' => function () { $s = "abc"; $s[0] .= "x"; },
    'post-inc' => function () { $s = "abc"; $s[0]++; },
    'pre-dec' => function () { $s = "abc"; --$s[1]; },
    'unset' => function () { $s = "abc"; unset($s[0]); },
    'unset nested' => function () { $s = "abc"; unset($s[0][0]); },
    'ref' => function () { $s = "abc"; $r = &$s[0]; },
    'ref in array' => function () { $s = "abc"; $x = [&$s[1]]; },
    'bind ref' => function () { $s = "abc"; $s[0] = &$y; },
    'nested assign' => function () { $s = "abc"; $s[0][0] = "x"; },
    'nested append' => function () { $s = "abc"; $s[0][] = "x"; },
    'append' => function () { $s = "abc"; $s[] = "x"; },
    'foreach target' => function () { $s = "abc"; foreach (["1"] as $s[0]) {} var_dump($s); },
    'list' => function () { $s = "abc"; [$s[0], $s[1]] = ["x", "y"]; var_dump($s); },
    'by-ref arg' => function () { $s = "abc"; $f = function (&$r) {}; $f($s[0]); },
    'plain' => function () { $s = "abc"; $s[5] = "z"; var_dump($s); },
];
foreach ($tests as $name => $t) {
    try {
        $t();
        echo "$name: ok\n";
    } catch (Throwable $e) {
        echo "$name: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
