<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => wordwrap("abc", 5, ""));
t(fn() => wordwrap("abc", 0, "\n", true));
var_dump(wordwrap("", 0, "", true));
