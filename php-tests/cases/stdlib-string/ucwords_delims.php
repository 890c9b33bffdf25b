<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(ucwords("hello world-foo bar_baz"));
var_dump(ucwords("hello world-foo bar_baz", "-"));
var_dump(ucwords("hello|world", "|"));
var_dump(ucwords("a\tb\nc\rd\fe\vf"));
var_dump(ucwords(""), ucwords("HELLO wORLD"));
var_dump(ucwords("abc def", "a..c"));
