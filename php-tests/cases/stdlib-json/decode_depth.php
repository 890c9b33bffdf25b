<?php
// json_decode's $depth: a scalar is depth 1, each container adds one.
$inputs = ['1', '[]', '[1]', '[[1]]', '[[[1]]]', '{}', '{"a":{"b":1}}', '[{"a":[1]}]', '[[],[]]'];
foreach ($inputs as $in) {
    foreach ([1, 2, 3, 4] as $d) {
        $r = json_decode($in, true, $d);
        echo str_pad($in, 16), " depth $d: ", json_encode($r), " ", json_last_error(), "\n";
    }
}
// The depth error comes before a later syntax error.
var_dump(json_decode('[[1', true, 1), json_last_error_msg());
var_dump(json_decode('[[x', true, 2), json_last_error_msg());
var_dump(json_decode('[1, [2', true, 2), json_last_error_msg());
// Deep nesting.
$deep = str_repeat('[', 5000) . str_repeat(']', 5000);
var_dump(json_decode($deep), json_last_error_msg());
var_dump(is_array(json_decode($deep, true, 5001)), json_last_error_msg());
var_dump(json_decode($deep, true, 5000), json_last_error_msg());
