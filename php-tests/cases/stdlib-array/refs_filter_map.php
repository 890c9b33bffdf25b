<?php
$one = 1;
$two = [1, 2];
$a = ['a' => &$one, 'b' => 0, 'c' => &$two, 'd' => ''];
var_dump(array_filter($a));
var_dump(array_filter($a, fn($v) => $v !== 0));
var_dump(array_filter($a, fn($k) => $k !== 'b', ARRAY_FILTER_USE_KEY));
var_dump(array_filter($a, fn($v, $k) => $k !== 'd', ARRAY_FILTER_USE_BOTH));
var_dump(array_map(null, $a));
var_dump(array_map(null, $a, [9, 8, 7]));
var_dump(array_map(fn($v) => $v, $a));
