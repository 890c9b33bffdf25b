<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(ctype_digit(5));
var_dump(ctype_alpha(65));
var_dump(ctype_space(-1));
var_dump(ctype_upper(1.5));
var_dump(ctype_lower(true));
var_dump(ctype_punct(null));
var_dump(ctype_xdigit([]));
var_dump(ctype_print(new stdClass));
var_dump(ctype_cntrl("\n"));
