<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = ["k\xe9y" => "v\xe9l", 5 => "caf\xe9", "n" => [1, 2.5, true, null, "\xe9"], "x" => 7];
var_dump(mb_convert_encoding($a, "UTF-8", "ISO-8859-1"));
var_dump(mb_convert_encoding([], "UTF-8"), mb_convert_encoding(["a" => ["b" => ["c" => "\xe9"]]], "UTF-8", "latin1"));
var_dump(mb_convert_encoding(["o" => new stdClass, "s" => "x"], "UTF-8"));
t(fn() => mb_convert_encoding(new stdClass, "UTF-8"));
t(fn() => mb_convert_encoding(5, "UTF-8"));
