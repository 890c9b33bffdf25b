<?php
error_reporting(0);
set_error_handler(function ($no, $str) { echo "still called: $str er=", error_reporting(), "\n"; return false; });
echo $x;
echo "end\n";
var_dump(error_get_last()['message']);
