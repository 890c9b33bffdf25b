<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(strlen(null), strtoupper(null), trim(null), str_pad(null, 3, "x"), strpos("abc", "a", null));
var_dump(explode(",", null), str_replace("a", "b", null), substr(null, 0, 1), ucwords(null), sprintf(null));
