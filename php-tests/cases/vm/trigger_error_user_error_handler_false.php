<?php
register_shutdown_function(function () { echo "shutdown\n"; });
set_error_handler(function ($no, $str) { echo "handler $no: $str\n"; return false; }, E_USER_ERROR);
trigger_error("fatal anyway", E_USER_ERROR);
echo "after\n";
