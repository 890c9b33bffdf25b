<?php
$a = [3, 1, 2];
array_push($a, 5, 4);
echo array_pop($a), "\n";
sort($a);
echo implode(",", $a), "\n";
rsort($a);
echo implode(",", $a), "\n";
$k = ['b' => 1, 'a' => 2, 'c' => 0];
ksort($k);
print_r($k);
