<?php
set_error_handler(function ($no, $str) { echo "[$no] $str\n"; return true; });
$r = $a + $b;
echo "r=$r\n";
$s = "x" . $c . $d;
echo "s=$s\n";
