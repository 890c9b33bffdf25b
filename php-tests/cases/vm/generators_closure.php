<?php
$make = function ($n) { for ($i = 0; $i < $n; $i++) yield $i => $i * $i; };
foreach ($make(4) as $k => $v) echo "$k:$v ";
echo "\n";
$arrow = fn() => yield 1;
foreach ($arrow() as $v) echo $v, "\n";
