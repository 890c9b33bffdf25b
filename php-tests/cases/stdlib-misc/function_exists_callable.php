<?php
function user_fn() {}
var_dump(function_exists("pack"), function_exists("PACK"), function_exists("unpack"), function_exists("version_compare"));
var_dump(function_exists("getenv"), function_exists("putenv"), function_exists("php_uname"), function_exists("gc_status"));
var_dump(function_exists("user_fn"), function_exists("USER_FN"), function_exists("nope_nope"));
var_dump(function_exists("\\strlen"));
var_dump(is_callable("pack"), is_callable("version_compare"), is_callable("no_such_fn"));
var_dump(function_exists("assert"), function_exists("escapeshellarg"), function_exists("sys_get_temp_dir"));
