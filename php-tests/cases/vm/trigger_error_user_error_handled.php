<?php
set_error_handler(function ($no, $str) { echo "handled $no: $str\n"; return true; });
trigger_error("not fatal now", E_USER_ERROR);
echo "continues\n";
