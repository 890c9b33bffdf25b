<?php
var_dump(ini_get('precision'), ini_get('memory_limit'), ini_get('display_errors'));
var_dump(ini_set('precision', '10'), ini_get('precision'));
var_dump(ini_get('no_such_setting'));
var_dump(error_reporting());
error_reporting(E_ALL & ~E_WARNING);
echo $undefinedButSilent, "no warning\n";
error_reporting(E_ALL);
