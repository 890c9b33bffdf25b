<?php
mt_srand(2024);
$a = range(100, 140);
for ($i = 1; $i <= 5; $i++) echo implode(',', (array) array_rand($a, $i)), "\n";
echo implode(',', array_rand($a, 35)), "\n";
$b = [5 => 'a', 'k' => 'b', 9 => 'c', 'z' => 'd'];
for ($i = 0; $i < 6; $i++) echo array_rand($b), ' ';
echo "\n";
