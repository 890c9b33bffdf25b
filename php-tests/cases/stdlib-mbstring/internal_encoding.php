<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_internal_encoding(), mb_strlen("é"));
var_dump(mb_internal_encoding("ISO-8859-1"), mb_internal_encoding(), mb_strlen("é"), mb_strtoupper("\xe9"), mb_substr("héllo", 1, 2));
var_dump(mb_internal_encoding("utf8"), mb_internal_encoding(), mb_strlen("é"));
var_dump(mb_internal_encoding("latin1"), mb_internal_encoding(), mb_internal_encoding("UTF-8"), mb_internal_encoding(null));
t(fn() => mb_internal_encoding("nope"));
t(fn() => mb_internal_encoding(""));
var_dump(mb_internal_encoding());
