<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(addcslashes("abc", "..c"));
var_dump(addcslashes("abc", "a.."));
var_dump(addcslashes("abc", "z..a"));
var_dump(addcslashes("abc", "a..b..c"));
var_dump(addcslashes("a.c", "."));
var_dump(addcslashes("a..c", ".."));
