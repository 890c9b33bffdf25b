<?php
var_dump(restore_error_handler());
var_dump(restore_error_handler());
var_dump(restore_exception_handler());
echo $x;
