<?php
var_dump(error_get_last());
echo $a;
var_dump(error_get_last());
error_clear_last();
var_dump(error_get_last());
@trigger_error("quiet", E_USER_WARNING);
var_dump(error_get_last());
set_error_handler(function () { return true; });
trigger_error("handled, not recorded");
var_dump(error_get_last()['message']);
