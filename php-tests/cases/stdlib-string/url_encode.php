<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["", "a b+c/d?e=f&g~h_i.j-k%\x00\xff \xc3\xa9", "abcXYZ019-_.~", "!*'();:@&=+$,/?#[]", "\r\n\t", "100%"] as $s) { var_dump(urlencode($s), rawurlencode($s)); }
var_dump(urlencode(123), rawurlencode(1.5));
t(fn() => urlencode([]));
