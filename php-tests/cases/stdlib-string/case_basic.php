<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(strtolower("HeLLo WÖrld 123"), strtoupper("hello äbc"), ucfirst("hello"), ucfirst(""), lcfirst("HELLO"), lcfirst(""));
var_dump(strtoupper(12), strtolower(1.5E+25));
t(fn() => strtolower([]));
