<?php
mt_srand(42, 1);
$a = range(1, 15);
shuffle($a);
echo implode(',', $a), "\n";
echo str_shuffle("abcdefghij"), "\n";
var_dump(array_rand(range(0, 9), 3));
var_dump(array_rand(['p' => 1, 'q' => 2, 'r' => 3]));
