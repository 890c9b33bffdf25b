<?php
$a = 0;
$b = 42;
$c = -17;
$d = 0755;
$e = 0o755;
$f = 0O17;
$g = 0x1A;
$h = 0XFF;
$i = 0b1010;
$j = 0B11;
$k = 9223372036854775807;
$l = 9223372036854775808;
$m = 0x7FFFFFFFFFFFFFFF;
$n = 0xFFFFFFFFFFFFFFFFFF;
