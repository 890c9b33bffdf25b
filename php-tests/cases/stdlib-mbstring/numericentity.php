<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$map = [0x80, 0x10ffff, 0, 0x1fffff];
foreach (["héllo €", "abc", "", "😀 <&>", "\xff bad", "ÿ"] as $s) {
    var_dump(mb_encode_numericentity($s, $map, 'UTF-8'), mb_encode_numericentity($s, $map, 'UTF-8', true), mb_encode_numericentity($s, [0, 0xff, 0, 0xff]), mb_encode_numericentity($s, [0x20, 0x7f, 1, 0xff, 0x80, 0xffff, -0x80, 0xffff], 'UTF-8'));
}
var_dump(mb_encode_numericentity("\x00a", [0, 0x10, 0, 0xffff]), mb_encode_numericentity("caf\xe9", [0x80, 0xff, 0, 0xff], 'ISO-8859-1'));
foreach (["&#233;", "&#xE9;&#xe9;", "&#233", "&#;", "&#x;", "&#x", "&#", "&", "a&b", "&#99999999999;", "&#1234567890;", "&#x110000;", "&#65;&#66;&#x43;", "&amp;&#38;", "&#0233;", "&#x00000041;", "&#x000000041;", "&#12;x&#8364;"] as $s) {
    var_dump(mb_decode_numericentity($s, [0, 0x10ffff, 0, 0x1fffff], 'UTF-8'), mb_decode_numericentity($s, [0x40, 0x7f, 0, 0xffff]), mb_decode_numericentity($s, [0x41, 0x7f, 1, 0xffff]));
}
t(fn() => mb_encode_numericentity("a", [1, 2, 3]));
t(fn() => mb_decode_numericentity("a", [1, 2, 3, 4, 5]));
t(fn() => mb_encode_numericentity("a", [], 'UTF-8'));
t(fn() => mb_encode_numericentity("a", [0, 0xff, 0, 0xff], 'bogus'));
t(fn() => mb_decode_numericentity("a", [0, 0xff, 0, 0xff], 'bogus'));
t(fn() => mb_encode_numericentity("é", ['0', '255', '0', '255']));
t(fn() => mb_encode_numericentity("a", 'x'));
