<?php
set_exception_handler(function (Throwable $t) { echo get_class($t), ": ", $t->getMessage(), "\n"; });
function f() { return intdiv_missing(); }
f();
