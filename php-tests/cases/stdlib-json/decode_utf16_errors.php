<?php
// \u escapes that are not valid: unpaired surrogates (error 10), incomplete escapes (syntax).
$inputs = ['"\\ud83d"', '"\\ude00"', '"\\ud83dx"', '"\\ud83d\\u0041"', '"\\ude00\\ud83d"', '"\\u12"',
           '"\\u12g4"', '"\\x41"', '"\\a"', '"\\U0041"', '"\\"', '"\\ud83d\\ud83d"', '"\\uD800\\uDBFF"',
           '["\\udc00"]', '{"\\ud800":1}'];
foreach ($inputs as $in) {
    echo $in, " => ";
    var_dump(json_decode($in), json_last_error(), json_last_error_msg());
}
