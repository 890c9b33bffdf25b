<?php
// -d values go through php's ini scanner: constants, | & ^ ~ ! and parentheses (one
// precedence, left to right), on/off words, quoted strings
var_dump(ini_get('error_reporting'), error_reporting());
var_dump(ini_get('precision'), ini_get('html_errors'), ini_get('log_errors'));
var_dump(ini_get('include_path'), ini_get('memory_limit'));
echo $undefined_variable_gives_no_warning;
echo "done\n";
