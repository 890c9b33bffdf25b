<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$bad = ["a\xffb", "\xc3", "\xc3\x28", "\xe2\x82", "\xf0\x9f\x98", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xc0\xaf", "ok"];
foreach ($bad as $s) {
    echo bin2hex($s), ': ';
    var_dump(json_encode($s), json_last_error_msg(), json_encode($s, JSON_INVALID_UTF8_IGNORE), json_encode($s, JSON_INVALID_UTF8_SUBSTITUTE), json_encode($s, JSON_INVALID_UTF8_SUBSTITUTE | JSON_UNESCAPED_UNICODE), json_encode([$s => 1], JSON_INVALID_UTF8_IGNORE));
    var_dump(json_decode('"' . $s . '"'), json_last_error_msg(), json_decode('"' . $s . '"', false, 512, JSON_INVALID_UTF8_IGNORE), bin2hex((string) json_decode('"' . $s . '"', false, 512, JSON_INVALID_UTF8_SUBSTITUTE)));
}
t(fn() => json_encode("\xff", JSON_THROW_ON_ERROR));
t(fn() => json_decode("\"\xff\"", false, 512, JSON_THROW_ON_ERROR));
