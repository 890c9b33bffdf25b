<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(nl2br("a\nb"), nl2br("a\r\nb"), nl2br("a\n\rb"), nl2br("a\n\nb"), nl2br("a\rb", false), nl2br(""));
