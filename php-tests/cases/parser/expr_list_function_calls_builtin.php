<?php
$n = count($a);
$l = strlen('x');
$s = isset($a) ? 1 : 0;
$arr = compact('a', 'b');
extract($arr);
$f = func_get_args();
