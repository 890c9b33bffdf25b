<?php
var_dump(preg_match('', 'a'));
var_dump(preg_match('   ', 'a'));
var_dump(preg_match('abc', 'a'));
var_dump(preg_last_error(), preg_last_error_msg());
var_dump(preg_match('\\a\\', 'a'));
var_dump(preg_match("\0a\0", 'a'));
var_dump(preg_match('/abc', 'a'));
var_dump(preg_match('(abc', 'a'));
var_dump(preg_match('{abc{}', 'a'));
var_dump(preg_match('/a/q', 'a'));
var_dump(preg_match("/a/\0", 'a'));
var_dump(preg_match('/a/e', 'a'));
var_dump(preg_match('/a/Z', 'a'));
var_dump(preg_match('/a/SX', 'a'));
