<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$n = printf("%s-%d\n", 'abc', 12); var_dump($n);
$n = printf(''); var_dump($n);
$n = vprintf("%2\$s %1\$s\n", ['a', 'b']); var_dump($n);
t(fn() => vsprintf('%s %s', ['x', 'y']));
t(fn() => vsprintf('%s %s', ['x']));
t(fn() => vsprintf('%s', []));
t(fn() => vsprintf('%s', 'str'));
t(fn() => vsprintf('%s %s', ['k' => 'a', 'j' => 'b']));
$fp = fopen('php://output', 'w');
$n = fprintf($fp, "[%05.1f]\n", 3.14159); var_dump($n);
$n = vfprintf($fp, "[%s|%s]\n", [1, 2]); var_dump($n);
t(fn() => fprintf($fp, '%s'));
t(fn() => vfprintf($fp, '%s %s', [1]));
t(fn() => printf('%s %s %s', 1, 2));
t(fn() => printf());
t(fn() => sprintf());
