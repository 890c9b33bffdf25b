<?php
set_error_handler(function ($no, $str) {
    echo "handler: $str, error_reporting=", error_reporting(), "\n";
    return true;
});
$v = @$undefined1;
echo "normal:\n";
$v = $undefined2;
echo @$undefined3, "after\n";
