<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
$n = null;
var_dump(str_replace("o", "0", "foo boo", $n), $n);
var_dump(str_replace(["o", "f"], "", "foo", $n), $n);
var_dump(str_ireplace("O", "0", "FoO", $n), $n);
var_dump(str_replace("z", "y", "abc", $n), $n);
