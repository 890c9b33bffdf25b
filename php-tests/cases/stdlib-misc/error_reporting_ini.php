<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(error_reporting(), E_ALL);
var_dump(error_reporting(E_ALL & ~E_NOTICE), error_reporting());
var_dump(ini_get('error_reporting'));
error_reporting(E_ALL & ~E_WARNING);
echo $undefined1, "|\n";
error_reporting(E_ALL);
echo $undefined2, "|\n";
var_dump(ini_set('error_reporting', '0'), error_reporting());
echo $undefined3, "|\n";
error_reporting(E_ALL);
var_dump(ini_get('precision'), ini_set('precision', '10'), ini_get('precision'), ini_get('precision'));
var_dump(ini_get('nonexistent.setting'), ini_set('nonexistent.setting', 'x'));
var_dump(error_reporting(null));
var_dump(E_ERROR, E_WARNING, E_PARSE, E_NOTICE, E_CORE_ERROR, E_CORE_WARNING, E_COMPILE_ERROR, E_COMPILE_WARNING, E_USER_ERROR, E_USER_WARNING, E_USER_NOTICE, E_RECOVERABLE_ERROR, E_DEPRECATED, E_USER_DEPRECATED);
