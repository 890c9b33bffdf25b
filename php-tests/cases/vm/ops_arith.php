<?php
var_dump(7 + 3, 7 - 3, 7 * 3, 7 / 2, 6 / 3, 7 % 3, -7 % 3, 2 ** 10, 2 ** -1, 2 ** 63);
var_dump(PHP_INT_MAX + 1, PHP_INT_MIN - 1, PHP_INT_MAX * 2);
var_dump("5" + "3", "1.5" + 1, "10" * "2", 1 + 1.0);
var_dump(7 <=> 3, 3 <=> 7, 3 <=> 3);
