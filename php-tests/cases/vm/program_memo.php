<?php
function memo_fib($n) { static $cache = []; if ($n < 2) return $n; return $cache[$n] ??= memo_fib($n - 1) + memo_fib($n - 2); }
echo memo_fib(80), "\n";
