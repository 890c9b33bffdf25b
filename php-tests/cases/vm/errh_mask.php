<?php
set_error_handler(function ($no, $str) { echo "only notices: $str\n"; return true; }, E_USER_NOTICE);
trigger_error("a notice");
trigger_error("a warning", E_USER_WARNING);
echo $undefined;
echo "end\n";
