<?php
$v = lcg_value();
var_dump(is_float($v), $v >= 0 && $v < 1);
var_dump(getrandmax(), mt_getrandmax());
var_dump(intdiv(7, 2), intdiv(-7, 2));
