<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
error_reporting(E_ALL & ~E_DEPRECATED);
var_dump(ctype_digit(48), ctype_digit(47), ctype_digit(256), ctype_digit(-1), ctype_alpha(-191), ctype_alpha(97), ctype_upper(90), ctype_lower(90), ctype_graph(-5), ctype_graph(-200), ctype_print(-200), ctype_alnum(-200), ctype_space(9), ctype_cntrl(0), ctype_cntrl(-128));
