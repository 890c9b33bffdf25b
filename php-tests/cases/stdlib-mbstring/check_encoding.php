<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_check_encoding("abc"), mb_check_encoding("é"), mb_check_encoding("\xE9"), mb_check_encoding("\xE9", "ISO-8859-1"), mb_check_encoding("\x80", "ASCII"), mb_check_encoding("\x81", "Windows-1252"));
var_dump(mb_check_encoding("\xED\xA0\x80"), mb_check_encoding("\xF4\x8F\xBF\xBF"), mb_check_encoding("\xF4\x90\x80\x80"), mb_check_encoding("a\x00", "UTF-16BE"), mb_check_encoding("a", "UTF-16BE"), mb_check_encoding("\xDC\x00", "UTF-16BE"));
var_dump(mb_check_encoding(["a" => "b", "c" => ["d", 1, 2.5, null, true]]), mb_check_encoding(["a" => "\xff"]), mb_check_encoding(["\xff" => "a"]), mb_check_encoding([[["\xff"]]]), mb_check_encoding(["o" => new stdClass]));
var_dump(mb_check_encoding());
t(fn() => mb_check_encoding(1.5));
