<?php
$a = (int) $x;
$b = (bool) $x;
$c = (float) $x;
$d = (string) $x;
$e = (array) $x;
$f = (object) $x;
