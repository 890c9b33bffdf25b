<?php
function sum(...$nums) { return array_sum($nums); }
echo sum(), sum(1), sum(1, 2, 3), "\n";
function tagged($tag, ...$rest) { return $tag . ":" . implode(",", $rest); }
echo tagged("t", 1, 2), "\n";
$args = [4, 5, 6];
echo sum(...$args), "\n";
echo sum(1, ...[2, 3], ...[4]), "\n";
function refs(&...$vals) { foreach ($vals as &$v) $v++; }
$a = 1; $b = 2; refs($a, $b); echo $a, $b, "\n";
