<?php
var_dump(preg_last_error(), preg_last_error_msg());
preg_match('/(/', 'a');
var_dump(preg_last_error(), preg_last_error_msg());
preg_match('/a/', 'a');
var_dump(preg_last_error(), preg_last_error_msg());
preg_match('/a/u', "\xff");
var_dump(preg_last_error(), preg_last_error_msg());
preg_quote('x');
var_dump(preg_last_error());
preg_match('/a/u', "\xc3\xa9", $m, 0, 1);
var_dump(preg_last_error(), preg_last_error_msg());
var_dump(PREG_NO_ERROR, PREG_INTERNAL_ERROR, PREG_BACKTRACK_LIMIT_ERROR, PREG_RECURSION_LIMIT_ERROR, PREG_BAD_UTF8_ERROR, PREG_BAD_UTF8_OFFSET_ERROR, PREG_JIT_STACKLIMIT_ERROR);
