<?php
// String escapes: the named ones, \u escapes (1 to 4 UTF-8 bytes), surrogate pairs.
$inputs = ['"a\\nb"', '"\\t\\r\\b\\f"', '"\\/\\\\\\""', '"\\u0041\\u0062"', '"\\u00e9"', '"\\u00E9"',
           '"\\u20ac"', '"\\ud83d\\ude00"', '"\\uD834\\uDD1E"', '"\\u0000"', '"a\\u0000b"', '"\\u007f\\u0080"',
           '"\\u07ff\\u0800\\uffff"', '"é日本"', '"\\u2028"', '"\\uDBFF\\uDFFF"', '"mixed \\u0041 é \\n"'];
foreach ($inputs as $in) {
    echo $in, " => ";
    $v = json_decode($in);
    var_dump(bin2hex($v), json_last_error());
}
