<?php
set_error_handler(function ($no, $str) { echo "handler saw: $str\n"; return false; });
echo $undefined;
echo "next\n";
