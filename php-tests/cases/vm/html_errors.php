<?php
// html_errors: tags around the parts; only an E_ERROR or E_PARSE message is escaped
ini_set("html_errors", "1");
trigger_error("w <x> & \xE9", E_USER_WARNING);
echo $undefined;
function f(int $x) {}
try { f("a<b"); } catch (TypeError $e) { echo get_class($e), "\n"; }
set_exception_handler(null);
ini_set("default_charset", "ISO-8859-1");
eval("echo 1 +;");
