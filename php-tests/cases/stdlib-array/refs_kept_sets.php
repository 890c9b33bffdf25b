<?php
$v = 5;
$w = 'w';
$a = ['a' => &$v, 'b' => 2, 'c' => &$w, 'd' => 'w'];
var_dump(array_diff_key($a, ['b' => 0]));
var_dump(array_intersect_key($a, ['a' => 0, 'c' => 0]));
var_dump(array_diff_assoc($a, ['b' => 2]));
var_dump(array_intersect_assoc($a, ['a' => 5]));
var_dump(array_diff($a, [2]));
var_dump(array_intersect($a, ['w']));
var_dump(array_unique($a));
var_dump(array_unique($a, SORT_REGULAR));
var_dump(array_udiff_assoc($a, ['b' => 2], fn($p, $q) => $p <=> $q));
var_dump(array_diff_ukey($a, ['d' => 1], 'strcmp'));
var_dump(array_intersect_uassoc($a, ['a' => 5], 'strcmp'));
