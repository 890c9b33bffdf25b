<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(trim("..abc..", ".."));
var_dump(trim("abc", "..a"));
var_dump(trim("abc", "a.."));
var_dump(trim("abc", "z..a"));
var_dump(trim("abc", "a..b..c"));
var_dump(trim("a.b", "."));
