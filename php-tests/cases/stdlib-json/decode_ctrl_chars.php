<?php
// Control characters: raw ones inside strings, unterminated strings, NUL bytes.
$inputs = ["\"a\tb\"", "\"a\nb\"", "\"a\x01b\"", "\"abc", '"', "[\"x", "\x01", "[1,\x02]", "1\x00", "\x001",
           "[1]\x00", "\"a\x00b\"", "\x1f", "\"\x7f\"", "{\"a\x1f\":1}", "  \x0b 1", "\x0c1"];
foreach ($inputs as $in) {
    echo bin2hex($in), " => ";
    var_dump(json_decode($in), json_last_error(), json_last_error_msg());
}
