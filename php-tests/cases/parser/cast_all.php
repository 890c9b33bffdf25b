<?php
$a = (int) $x;
$b = (integer) $x;
$c = (bool) $x;
$d = (boolean) $x;
$e = (float) $x;
$f = (double) $x;
$g = (string) $x;
$h = (binary) $x;
$i = (array) $x;
$j = (object) $x;
