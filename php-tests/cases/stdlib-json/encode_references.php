<?php
// References inside arrays and objects are followed.
$x = 1;
$arr = [&$x, 2];
$x = 10;
var_dump(json_encode($arr));
$inner = ['a' => 1];
$outer = ['r' => &$inner];
$inner['b'] = 2;
var_dump(json_encode($outer));
function enc(&$ref) { return json_encode($ref); }
$data = [1, [2, 3]];
var_dump(enc($data));
