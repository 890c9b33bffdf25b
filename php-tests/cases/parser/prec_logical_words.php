<?php
$a = true and false;
$b = true or false;
$c = true xor false;
$d = $x && $y || $z;
$e = !$a && $b;
$f = $a or $b and $c xor $d;
