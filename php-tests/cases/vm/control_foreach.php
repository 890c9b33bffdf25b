<?php
$a = ['a' => 1, 'b' => 2, 3];
foreach ($a as $v) echo $v;
echo "\n";
foreach ($a as $k => $v) echo "$k=$v,";
echo "\n";
foreach ([] as $v) echo "never";
foreach ($a as $k => $v) { if ($k === 'b') { $a['new'] = 1; } }
echo count($a), "\n";
foreach (5 as $v) {}
echo "after\n";
