<?php
set_error_handler(function ($no, $str) { echo "(handler: $str)"; return true; });
echo [1], "\n";
echo "a" . [2], "\n";
