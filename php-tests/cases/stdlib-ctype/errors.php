<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => ctype_digit());
t(fn() => ctype_alpha("a", "b"));
t(fn() => ctype_alnum(...["text" => "abc"]));
t(fn() => ctype_lower(text: "xyz"));
t(fn() => ctype_upper(text: "XYZ"));
