<?php
// Only space, tab, CR and LF are whitespace.
$inputs = [" [1] ", "\t[1]\t", "\r\n[1]\r\n", "[ 1 , 2 ]", "{ \"a\" :\n1 }", "\x0b[1]", "\x0c[1]",
           "\xc2\xa0[1]", "[1]\n\n", "\n", "[\n]", "{\r}"];
foreach ($inputs as $in) {
    echo bin2hex($in), " => ", json_encode(json_decode($in)), " ", json_last_error(), "\n";
}
