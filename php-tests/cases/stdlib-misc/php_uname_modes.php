<?php
foreach (['s', 'n', 'r', 'v', 'm', 'a'] as $m) {
    var_dump(gettype(php_uname($m)));
}
var_dump(php_uname() === php_uname('a'));
var_dump(str_starts_with(php_uname('a'), php_uname('s')));
var_dump(strlen(php_uname('s')) > 0);
function t($f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => php_uname("x"));
t(fn() => php_uname("ab"));
t(fn() => php_uname(""));
t(fn() => php_uname([]));
