<?php
$a = ['b' => 2, 'a' => 1, 'c' => 3];
print_r(array_keys($a));
print_r(array_values($a));
var_dump(in_array(2, $a), in_array("2", $a, true), in_array(5, $a));
print_r(range(1, 5));
print_r(range(10, 0, 3));
print_r(range('a', 'e'));
print_r(range(0, 1, 0.25));
echo count($a), " ", count([1, [2, 3]], COUNT_RECURSIVE), "\n";
echo implode(", ", [1, 2.5, "x", true]), "\n";
var_dump(array_key_exists('a', $a), array_sum([1, 2, 3.5]));
print_r(array_merge([1, 2], ['a' => 1], [3]));
