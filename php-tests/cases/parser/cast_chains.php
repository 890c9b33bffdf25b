<?php
$a = (int) (string) (float) $x;
$b = (bool) !$x;
$c = (array) (object) ['a' => 1];
$d = -(int) $x;
$e = (int) $x ** 2;
