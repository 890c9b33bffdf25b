<?php
foreach (['a', 'A', 'Z'] as $f) {
    foreach (["", "abc", "abcdef"] as $s) {
        var_dump(bin2hex(pack($f . "4", $s)), bin2hex(pack($f . "*", $s)), bin2hex(pack($f, $s)), bin2hex(pack($f . "0", $s)));
    }
}
var_dump(pack("A5", "ab"), pack("a5", "ab") === "ab\0\0\0", pack("Z5", "abcdefg") === "abcd\0");
var_dump(pack("Z2", "aa") === "a\0", pack("Z*", "aa") === "aa\0");
