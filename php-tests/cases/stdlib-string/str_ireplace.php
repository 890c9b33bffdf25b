<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(str_ireplace("WORLD", "there", "Hello world"), str_ireplace("l", "", "HELLO"), str_ireplace(["A", "b"], ["1", "2"], "aAbB"));
var_dump(str_ireplace("ä", "x", "Ä ä"));
