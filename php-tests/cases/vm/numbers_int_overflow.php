<?php
$i = PHP_INT_MAX;
$i++;
var_dump($i);
var_dump(PHP_INT_MIN - 1, -PHP_INT_MIN, PHP_INT_MAX + PHP_INT_MAX, 9223372036854775807 * -1);
var_dump(0.1 * 3 === 0.3, abs_manual(-5));
function abs_manual($x) { return $x < 0 ? -$x : $x; }
