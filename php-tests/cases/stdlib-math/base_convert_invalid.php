<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['ff', 'FF', 'fz', '-ff', ' 12', '1.5', '', '0x1f', '0b11', '0o7', 'zz'] as $s) {
    echo json_encode($s), ":\n";
    var_dump(base_convert($s, 16, 10), hexdec($s), bindec($s), octdec($s));
}
var_dump(base_convert('zz', 36, 2), base_convert('11111111', 2, 36), base_convert('0', 10, 2), base_convert('18446744073709551616', 10, 16), bindec(str_repeat('1', 64)), hexdec('7fffffffffffffff'), hexdec('8000000000000000'), octdec('777777777777777777777'));
t(fn() => base_convert('1', 1, 10));
t(fn() => base_convert('1', 10, 37));
t(fn() => base_convert('1', 0, 10));
t(fn() => base_convert(15, 10, 16));
t(fn() => bindec([]));
