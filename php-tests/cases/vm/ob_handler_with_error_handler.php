<?php
set_error_handler(function ($no, $str) { echo "EH: $str\n"; return true; });
ob_start();
echo $undefined;
echo "body\n";
$s = ob_get_clean();
echo "got: ", $s;
