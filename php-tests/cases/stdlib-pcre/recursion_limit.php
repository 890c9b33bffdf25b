<?php
ini_set('pcre.recursion_limit', '2');
var_dump(preg_match('/(a)+b/', 'aaaab'), preg_last_error(), preg_last_error_msg());
ini_set('pcre.recursion_limit', '100000');
var_dump(preg_match('/(a)+b/', 'aaaab'), preg_last_error());
