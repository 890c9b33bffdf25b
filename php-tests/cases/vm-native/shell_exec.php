<?php
// shell_exec() and the backtick operator run through /bin/sh -c: null when the command
// prints nothing; umask() and error_log_mode.
var_dump(shell_exec("echo hi"), shell_exec("true"), shell_exec("printf 'a b'"));
$x = "there";
var_dump(shell_exec("echo $x; exit 3"));
var_dump(`echo back $x`, `true`);
var_dump(shell_exec("exit 3"));
try { shell_exec(""); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { shell_exec("a\0b"); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$old = umask(022);
var_dump(umask(), umask(null), umask(0777 | 01000), umask(), umask(-1), umask());
umask(0);
$log = sys_get_temp_dir() . "/rphp_error_log_mode_" . getmypid() . ".log";
@unlink($log);
ini_set('error_log', $log);
ini_set('error_log_mode', '0600');
var_dump(error_log("hello"));
printf("%o\n", fileperms($log) & 0777);
echo preg_replace('/^\[[^\]]+\] /', '[date] ', file_get_contents($log));
unlink($log);
ini_set('error_log_mode', '01777');
error_log("again");
printf("%o\n", fileperms($log) & 0777);
unlink($log);
umask($old);
