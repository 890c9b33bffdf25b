<?php
function inner() { yield 1; yield 2; return 'inner-ret'; }
function outer() { yield 0; $r = yield from inner(); yield 3; yield from [10 => 'a', 11 => 'b']; return $r; }
$g = outer();
foreach ($g as $k => $v) echo "$k=>$v ";
echo "\n", $g->getReturn(), "\n";
function count_to($n) { for ($i = 1; $i <= $n; $i++) yield $i; }
function nested() { yield from count_to(2); yield from count_to(3); }
foreach (nested() as $k => $v) echo "$k:$v ";
echo "\n";
