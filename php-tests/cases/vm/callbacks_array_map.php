<?php
print_r(array_map(fn($x) => $x * 10, [1, 2, 3]));
print_r(array_map(null, [1, 2], ['a', 'b']));
print_r(array_map(fn($a, $b) => $a . $b, [1, 2], ['x', 'y']));
print_r(array_map('strtolower' === 'a' ? null : fn($s) => "[$s]", ['k1' => 'a', 'k2' => 'b']));
