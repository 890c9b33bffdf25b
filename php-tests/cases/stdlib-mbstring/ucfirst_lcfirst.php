<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_ucfirst("élan"), mb_ucfirst("ǆa"), mb_ucfirst("ßa"), mb_ucfirst("ﬁn"), mb_ucfirst(""), mb_ucfirst("1abc"), mb_ucfirst("Abc"));
var_dump(mb_lcfirst("ÉLAN"), mb_lcfirst("ǅA"), mb_lcfirst("ΣA"), mb_lcfirst("İx"), mb_lcfirst(""), mb_lcfirst("abc"));
var_dump(bin2hex(mb_ucfirst("a\x80b")), bin2hex(mb_ucfirst("\x80b")), mb_ucfirst("abc", "ASCII"), bin2hex(mb_ucfirst("\xe9t\xe9", "ISO-8859-1")));
t(fn() => mb_ucfirst("a", "bad"));
