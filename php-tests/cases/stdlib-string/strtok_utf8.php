<?php
// strtok's per-request state, utf8_encode/utf8_decode, array|string type errors.
$tok = strtok("  This is\tan example\nstring  ", " \n\t");
while ($tok !== false) {
    var_dump($tok);
    $tok = strtok(" \n\t");
}
var_dump(strtok(" "));
var_dump(strtok("a,,b,", ","), strtok(","), strtok(","), strtok(","));
var_dump(strtok(",,,", ","), strtok(","));
var_dump(strtok("", ","));
var_dump(strtok("abc", ""), strtok(""));
var_dump(strtok("a/b", "/"), strtok("b"), strtok("/"));
var_dump(strtok("x\0y\0z", "\0"), strtok("\0"), strtok("\0"));
try {
    strtok([], ",");
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(utf8_encode("caf\xe9 \xff\x80 plain"));
var_dump(bin2hex(utf8_decode("caf\xc3\xa9 \xe2\x82\xac \xc3 \xf0\x9f\x98\x80 \xc0\xaf x")));
var_dump(utf8_decode(""), utf8_encode(""));
foreach ([fn() => implode(STDIN, []), fn() => join(STDIN, ["a"]), fn() => implode([], "x"),
          fn() => str_replace(STDIN, "a", "b"), fn() => str_ireplace("a", STDIN, "b"),
          fn() => str_replace("a", "b", STDIN), fn() => strtr("a", STDIN)] as $f) {
    try {
        var_dump($f());
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    strip_tags("<b>x</b>", STDIN);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
