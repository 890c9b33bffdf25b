<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(addslashes("O'Reilly \"quoted\" back\\slash"), addslashes("a\0b"), stripslashes("O\\'Re\\\\illy"), stripslashes("a\\0b"), stripslashes("trail\\"), stripslashes("\\n"));
var_dump(quotemeta("1+1=2?"), quotemeta(""));
