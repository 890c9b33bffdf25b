<?php
$people = [['n' => 'bob', 'a' => 30], ['n' => 'al', 'a' => 25], ['n' => 'cy', 'a' => 30], ['n' => 'di', 'a' => 25]];
usort($people, fn($x, $y) => $x['a'] <=> $y['a']);
foreach ($people as $p) echo $p['n'], " ";
echo "\n";
$nums = [5, 3, 8, 1, 9, 2];
usort($nums, function($a, $b) { return $b - $a; });
echo implode(",", $nums), "\n";
$assoc = ['x' => 3, 'y' => 1, 'z' => 2];
uasort($assoc, fn($a, $b) => $a <=> $b);
print_r($assoc);
uksort($assoc, fn($a, $b) => $b <=> $a);
print_r($assoc);
$single = [1]; usort($single, fn($a, $b) => 0); print_r($single);
