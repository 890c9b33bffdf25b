<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_strlen("\x80\x80"), mb_strlen("\xC3"), mb_strlen("a\xE3\x81"), mb_strlen("\xF0\x9F"), mb_strlen("\xFF\xFE"));
var_dump(mb_strlen("\xC0\x80"), mb_strlen("\xED\xA0\x80"), mb_strlen("\xF4\x90\x80\x80"), mb_strlen("\xE0\x80\x80"), mb_strlen("\xF0\x80\x80\x80"));
var_dump(mb_strlen("a\xE3\x81b"), mb_strlen("\xF1\x80\x80"), mb_strlen("\xE1\x80"), mb_strlen("\xF4\x8F\xBF\xBF"));
