<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_strwidth("abc"), mb_strwidth("日本語"), mb_strwidth("ｱｲｳ"), mb_strwidth("ＡＢＣ"), mb_strwidth("😀"), mb_strwidth("한국어"), mb_strwidth("\u{1100}\u{115f}\u{1160}"), mb_strwidth("a\x80b"), mb_strwidth(""));
var_dump(mb_strwidth("\u{2329}\u{3000}\u{303F}\u{FE30}\u{FF01}\u{FF61}\u{20000}\u{1F300}"), mb_strwidth("\xe9", "ISO-8859-1"), mb_strwidth("\x30\x00", "UTF-16LE"));
