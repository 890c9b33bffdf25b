<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["a\nb", "a\r\nb", "a\rb", "a\n\rb", "\n\n", "\r\n\r\n", "", "no newline", "x\r\n\ny"] as $s) {
    var_dump(nl2br($s), nl2br($s, false));
}
foreach (["1+1=2", ".\\+*?[^]$()", "", "plain", "a\0b"] as $s) { var_dump(quotemeta($s)); }
t(fn() => nl2br([]));
