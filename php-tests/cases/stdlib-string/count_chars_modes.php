<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = "Two Ts and one F.";
var_dump(count_chars($s, 1), count_chars($s, 3), strlen(count_chars($s, 4)), count(count_chars($s, 0)), count(count_chars($s, 2)), count_chars("", 3), count_chars("", 1), count_chars("\0\0\xff", 1));
$all = count_chars("abcab"); var_dump($all[97], $all[98], $all[0], array_sum($all));
