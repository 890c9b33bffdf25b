<?php
set_error_handler(function ($no, $str) { echo "h: $str\n"; return true; });
var_dump(set_error_handler(null) instanceof Closure);
echo $x;
restore_error_handler();
echo $y;
