<?php
var_dump(serialize([]));
var_dump(serialize([1, 2, 3]));
var_dump(serialize(['a' => 1, 'b' => [true, null], 5 => 'x', -3 => 1.5]));
var_dump(serialize([[[[[]]]]]));
var_dump(serialize(['nested' => ['deep' => ['deeper' => 'value']]]));
$a = [3 => 'a', 1 => 'b'];
unset($a[3]);
var_dump(serialize($a));
