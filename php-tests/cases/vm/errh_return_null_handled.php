<?php
set_error_handler(function ($no, $str) { echo "handler saw: $str\n"; });
echo $undefined;
echo "next\n";
var_dump(error_get_last());
