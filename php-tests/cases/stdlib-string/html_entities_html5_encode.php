<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$all = ""; for ($cp = 0x20; $cp < 0x3000; $cp += 7) $all .= mb_chr($cp, "UTF-8");
var_dump(md5(htmlentities($all, ENT_QUOTES | ENT_HTML5)), md5(htmlentities($all, ENT_QUOTES)), md5(htmlentities($all, ENT_QUOTES | ENT_XHTML)));
var_dump(htmlentities("<\xe2\x83\x92 x<\xe2\x83\x92", ENT_HTML5), htmlentities("fj f j", ENT_HTML5), htmlentities("\xe2\x81\x9f\xe2\x80\x8a \xe2\x81\x9f", ENT_HTML5), htmlentities("\xf0\x9d\x94\x84 \xf0\x9f\x98\x80", ENT_HTML5), htmlentities("\xc2\xa0\xc2\xa9\xe2\x84\xa2", ENT_HTML5), htmlentities("\t\n!\"#\$%&'()*+,-./:;<=>?@[\\]^_`{|}", ENT_QUOTES | ENT_HTML5));
