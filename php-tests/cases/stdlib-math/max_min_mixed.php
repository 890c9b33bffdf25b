<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => max(1, 2.5, "3"));
t(fn() => max("apple", "banana", "10"));
t(fn() => max("10", "9"));
t(fn() => max("10", "9a"));
t(fn() => max([1, 2], [1, 3]));
t(fn() => max([1, 2, 3], [4, 5]));
t(fn() => max("abc", 0));
t(fn() => min("abc", 0));
t(fn() => max(null, false));
t(fn() => min(null, false, 0));
t(fn() => max([0 => 'a'], 'zzz'));
t(fn() => max(1, [0]));
t(fn() => max([]));
t(fn() => min([]));
t(fn() => max(5));
t(fn() => min("x"));
t(fn() => max());
t(fn() => max(['a' => 3, 'b' => 7, 'c' => 7]));
t(fn() => min([[], [0], 1]));
