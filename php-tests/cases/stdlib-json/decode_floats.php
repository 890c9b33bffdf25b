<?php
// Float literals: rounding, overflow to INF, underflow to 0, -0.
$inputs = ['0.1', '0.30000000000000004', '1e308', '1e309', '-1e309', '1e-324', '4.9e-324', '2.2250738585072014e-308',
           '123456789.123456789', '1.7976931348623157e308', '-0.0', '0e10', '1.5e+3', '1.5E3', '12345678901234567890.5',
           '0.000001', '1e-7', '100000000000000000000'];
foreach ($inputs as $in) {
    echo $in, " => ";
    var_dump(json_decode($in));
}
var_dump(json_decode('[1e400, -1e400]'));
var_dump(json_encode(json_decode('[1e400]')), json_last_error_msg());
