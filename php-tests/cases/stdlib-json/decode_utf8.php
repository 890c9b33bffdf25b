<?php
// Malformed UTF-8 in the input; JSON_INVALID_UTF8_IGNORE and _SUBSTITUTE inside strings.
$inputs = ["\"\xff\"", "\"a\x80b\"", "\"\xc3\"", "\"\xe2\x82\"", "\"\xed\xa0\x80\"", "\"\xf4\x90\x80\x80\"",
           "\"\xc0\xaf\"", "\xff", "[\xff]", "{\"k\xff\":1}", "\"ok é\"", "\xef\xbb\xbf[1]", "[\"\xfe\xfe\"]"];
foreach ($inputs as $in) {
    echo bin2hex($in), "\n";
    $r = json_decode($in);
    var_dump(is_string($r) ? bin2hex($r) : $r, json_last_error(), json_last_error_msg());
    $r = json_decode($in, true, 512, JSON_INVALID_UTF8_IGNORE);
    var_dump(is_string($r) ? bin2hex($r) : $r, json_last_error());
    $r = json_decode($in, true, 512, JSON_INVALID_UTF8_SUBSTITUTE);
    var_dump(is_string($r) ? bin2hex($r) : $r, json_last_error());
    $r = json_decode($in, true, 512, JSON_INVALID_UTF8_SUBSTITUTE | JSON_INVALID_UTF8_IGNORE);
    var_dump(is_string($r) ? bin2hex($r) : $r);
}
