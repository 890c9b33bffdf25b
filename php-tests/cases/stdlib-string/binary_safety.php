<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
$s = "a\0b\xff\x80c";
var_dump(strlen($s), strtoupper($s), strrev($s), strpos($s, "\0"), str_replace("\0", "NUL", $s), bin2hex(substr($s, 1, 3)));
var_dump(explode("\0", $s), trim("\0\0x\0"), ucfirst("\xe9t\xe9"), strtolower("\xC9COLE"), str_pad($s, 8, "\0"));
