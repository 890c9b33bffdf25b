<?php
// php messages are bytes: a user string that is not UTF-8 reaches the output, the error
// handler and getMessage() byte for byte; html_errors escapes the displayed message
$bad = "caf\xE9 \xF2\xE5\xF1 ok";
trigger_error($bad, E_USER_WARNING);
$a = [];
echo $a[$bad] ?? "", "\n";
echo @$a[$bad], "|", bin2hex(error_get_last()["message"]), "\n";
echo $a[$bad];
echo "\n";
set_error_handler(function ($no, $str) { echo "handler: ", bin2hex($str), "\n"; return true; });
trigger_error("x\xFFy");
restore_error_handler();
try { throw new RuntimeException("m\xF0\x28"); } catch (Exception $e) { echo bin2hex($e->getMessage()), "\n"; }
try { intdiv(1, 0); } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { [] > new stdClass; str_repeat("\xF5", -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
ini_set("html_errors", "1");
trigger_error("a <b> & \"c\" \xE9", E_USER_NOTICE);
ini_set("default_charset", "ISO-8859-1");
trigger_error("d <e> \xE9", E_USER_NOTICE);
ini_set("html_errors", "0");
function thrower() { throw new LogicException("end \xE9\xE8"); }
try { thrower(); } catch (LogicException $e) { echo bin2hex($e->getMessage()), "\n"; }
trigger_error("w <x> & \xE9", E_USER_WARNING);
throw new Exception("a <b> & \"c\" \xE9 ok");
