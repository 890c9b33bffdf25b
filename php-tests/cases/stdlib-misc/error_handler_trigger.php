<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
set_error_handler(function ($no, $str, $file, $line) { echo "handler: $no $str\n"; return $no !== E_USER_NOTICE; });
trigger_error("default level");
trigger_error("warn", E_USER_WARNING);
trigger_error("notice", E_USER_NOTICE);
user_error("dep", E_USER_DEPRECATED);
var_dump(trigger_error("ret", E_USER_WARNING));
t(fn() => trigger_error("bad", E_WARNING));
t(fn() => trigger_error("bad", 12345));
restore_error_handler();
trigger_error("unhandled warning", E_USER_WARNING);
trigger_error("unhandled notice", E_USER_NOTICE);
trigger_error("unhandled deprecated", E_USER_DEPRECATED);
var_dump(error_get_last()['message'], error_get_last()['type']);
error_clear_last(); var_dump(error_get_last());
@trigger_error("silenced", E_USER_WARNING); var_dump(error_get_last()['message']);
$old = set_error_handler(fn() => true, E_USER_WARNING); var_dump($old);
trigger_error("only warnings handled", E_USER_NOTICE);
trigger_error("warning swallowed", E_USER_WARNING);
var_dump(set_error_handler(null) instanceof Closure);
try { trigger_error("fatal", E_USER_ERROR); } catch (\Throwable $e) { echo get_class($e); }
echo "not reached\n";
