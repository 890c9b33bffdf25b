<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(putenv('RPHP_T1=hello'), getenv('RPHP_T1'), getenv('RPHP_T1', true), $_ENV['RPHP_T1'] ?? 'unset-in-ENV');
var_dump(putenv('RPHP_T1='), getenv('RPHP_T1'));
var_dump(putenv('RPHP_T1'), getenv('RPHP_T1'));
var_dump(putenv('RPHP_T2=a=b=c'), getenv('RPHP_T2'), getenv('rphp_t2'));
var_dump(getenv('DEFINITELY_NOT_SET_123'));
var_dump(is_array(getenv()), isset(getenv()['RPHP_T2']));
t(fn() => putenv('=value'));
t(fn() => putenv(''));
t(fn() => putenv('A=1', 2));
t(fn() => getenv([]));
