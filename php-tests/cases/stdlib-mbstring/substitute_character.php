<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_substitute_character());
foreach (["long", "entity", "none", 0x2603, 0x3f, "LONG", 65] as $m) {
    var_dump(mb_substitute_character($m), mb_substitute_character());
    var_dump(mb_convert_encoding("a\x80b€é😀", "ISO-8859-1", "UTF-8"), bin2hex(mb_convert_encoding("a\x80b", "UTF-8", "UTF-8")), mb_convert_encoding("é😀", "ASCII", "UTF-8"), bin2hex(mb_convert_encoding("😀", "UCS-2", "UTF-8")));
}
t(fn() => mb_substitute_character("bogus"));
t(fn() => mb_substitute_character(-1));
t(fn() => mb_substitute_character(0x110000));
t(fn() => mb_substitute_character(0xD800));
t(fn() => mb_substitute_character([]));
var_dump(mb_substitute_character());
