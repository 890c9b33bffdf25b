<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(strnatcmp("img12", "img10"), strnatcmp("img2", "img10"), strnatcmp("img10", "img10"), strnatcmp("a", "A"));
var_dump(strnatcasecmp("IMG2", "img10"), strnatcasecmp("A1", "a01"), strnatcmp("x01", "x1"), strnatcmp("x 1", "x1"), strnatcmp("1.5", "1.10"));
var_dump(strnatcmp("", "a"), strnatcmp("", ""), strnatcmp("0001", "1"), strnatcmp("a00b", "a0b"), strnatcmp("abc", "abcd"));
$a = ["img12.png", "img10.png", "IMG2.png", "img1.png", "img02.png"];
usort($a, "strnatcasecmp");
var_dump($a);
