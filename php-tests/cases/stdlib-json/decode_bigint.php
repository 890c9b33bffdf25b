<?php
// Integers past PHP_INT_MAX become floats, or strings with JSON_BIGINT_AS_STRING.
$inputs = ['9223372036854775807', '9223372036854775808', '-9223372036854775808', '-9223372036854775809',
           '12345678901234567890', '-12345678901234567890123', '999999999999999999', '1000000000000000000',
           '9999999999999999999', '[9223372036854775808, 1]', '{"big": 123456789012345678901234567890}',
           '1.0e30', '92233720368547758070'];
foreach ($inputs as $in) {
    echo $in, "\n";
    var_dump(json_decode($in));
    var_dump(json_decode($in, true, 512, JSON_BIGINT_AS_STRING));
}
