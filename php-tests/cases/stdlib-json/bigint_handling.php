<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['9223372036854775807', '9223372036854775808', '-9223372036854775808', '-9223372036854775809', '12345678901234567890123', '[1e2, 1E-2, 100000000000000000000]', '{"big": 99999999999999999999}', '1.0', '-0', '0e0', '-0.0', '123456789012345678.5'] as $s) {
    echo $s, ': '; var_dump(json_decode($s), json_decode($s, true, 512, JSON_BIGINT_AS_STRING), json_decode($s, false, 512, JSON_BIGINT_AS_STRING | JSON_OBJECT_AS_ARRAY));
}
var_dump(json_encode(PHP_INT_MAX), json_encode(PHP_INT_MIN), json_encode(9.2233720368547758E+18), json_encode((float) PHP_INT_MAX, JSON_PRESERVE_ZERO_FRACTION));
