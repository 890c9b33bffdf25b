<?php
// Invalid JSON: error code and message for each.
$inputs = ['[1,]', '[1 2]', '{"a":1,}', "{'a':1}", '{a:1}', '01', '-01', '1.', '.5', '+1', '-', '1e', '1e+',
           'NaN', 'Infinity', '-Infinity', 'nul', 'TRUE', 'True', 'nulll', '[1] x', '{"a" 1}', '{"a"}', '{1:2}',
           '[', ']', '{', '}', ',', ':', '[,1]', '[1,,2]', '"a" "b"', '/* c */ 1', '// c', '#', '1 2',
           '{"a":1 "b":2}', '[1]]', '{"a":{}}}', '0x10', '1_0', "\xc3\xa9", '[-]', '[1e5e5]', '--1'];
foreach ($inputs as $in) {
    echo var_export($in, true), " => ";
    var_dump(json_decode($in));
    echo "   ", json_last_error(), " ", json_last_error_msg(), "\n";
}
