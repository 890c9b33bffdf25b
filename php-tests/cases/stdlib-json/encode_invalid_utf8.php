<?php
// Malformed UTF-8: error 5 and false, "null" under partial output, dropped bytes with
// JSON_INVALID_UTF8_IGNORE, U+FFFD with JSON_INVALID_UTF8_SUBSTITUTE.
$bad = ["\xff", "a\x80b", "\xc3", "\xc3(", "\xe2\x82", "\xe2\x82(", "\xf0\x9f\x98", "\xf0\x28\x8c\xbc",
        "\xc0\xaf", "\xe0\x80\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xf8\x88\x80\x80\x80", "ok\xfe\xfeok",
        "\xe2\x28\xa1", "\xc2\xc2\xa9"];
foreach ($bad as $s) {
    echo bin2hex($s), "\n";
    var_dump(json_encode($s), json_last_error(), json_last_error_msg());
    var_dump(json_encode($s, JSON_PARTIAL_OUTPUT_ON_ERROR));
    var_dump(json_encode($s, JSON_INVALID_UTF8_IGNORE));
    var_dump(json_encode($s, JSON_INVALID_UTF8_SUBSTITUTE));
    var_dump(bin2hex(json_encode($s, JSON_INVALID_UTF8_SUBSTITUTE | JSON_UNESCAPED_UNICODE)));
    var_dump(json_encode($s, JSON_INVALID_UTF8_SUBSTITUTE | JSON_INVALID_UTF8_IGNORE));
}
