<?php
print_r(array_filter([1, 0, 2, null, 3, '', '0', 'a']));
print_r(array_filter([1, 2, 3, 4, 5, 6], fn($x) => $x % 2 == 0));
print_r(array_filter(['a' => 1, 'b' => 2, 'c' => 3], fn($k) => $k != 'b', ARRAY_FILTER_USE_KEY));
print_r(array_filter(['a' => 1, 'b' => 2], fn($v, $k) => $v > 1 && $k == 'b', ARRAY_FILTER_USE_BOTH));
