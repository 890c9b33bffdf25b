<?php
// json_validate: true/false and the error it leaves for json_last_error().
$inputs = ['1', '[1,2]', '{"a":{"b":[]}}', '', ' ', '[1,]', '[}', "\"\xff\"", "\"\x01\"", '"\ud800"', '{"\u0000":1}',
           '[[[1]]]', 'null', '"x"', '9999999999999999999999', '{"a":1}x'];
foreach ($inputs as $in) {
    echo bin2hex($in), " => ";
    var_dump(json_validate($in), json_last_error(), json_last_error_msg());
}
var_dump(json_validate('[[1]]', 2), json_last_error_msg());
var_dump(json_validate('[[1]]', 3), json_last_error_msg());
var_dump(json_validate("[\"\xff\"]", 512, JSON_INVALID_UTF8_IGNORE), json_last_error());
