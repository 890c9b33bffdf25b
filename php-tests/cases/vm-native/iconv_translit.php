<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(fn() => ICONV_IMPL);
t(fn() => iconv("UTF-8", "ASCII//TRANSLIT", "héllo ÀÉÎÕÜ àéîõü çÇ ÿ ß æÆ ø Ø å © ® ™ ½ × ÷ « » ¡ ¿ € £ ¥ ± µ ² ³"));
t(fn() => iconv("UTF-8", "ASCII//TRANSLIT", "“quoted” ‘single’ – — … • ‹›"));
t(fn() => iconv("UTF-8", "ASCII//TRANSLIT", "Łódź Żółć Ŕŕ Šš Žž Čč Řř Ğğ İı Şş Őő Űű"));
t(fn() => iconv("UTF-8", "ASCII//TRANSLIT", "日本"));
t(fn() => iconv("UTF-8", "ASCII//TRANSLIT//IGNORE", "日本x"));
t(fn() => iconv("UTF-8", "ASCII//IGNORE//TRANSLIT", "éx日"));
t(fn() => iconv("UTF-8", "ISO-8859-1//TRANSLIT", "h€llo “q” œ ß ł ő"));
t(fn() => iconv("UTF-8", "ASCII//TRANSLIT", "a\xffb"));
t(fn() => iconv("UTF-8", "ascii//translit", "Ærøskøbing"));
t(fn() => iconv("UTF-8", "ISO-8859-2//TRANSLIT", "Ærøskøbing €"));
t(fn() => iconv("UTF-8", "ASCII//TRANSLIT", "ﬁﬂ ① ② ℃ №"));
