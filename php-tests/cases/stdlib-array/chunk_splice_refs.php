<?php
// array_chunk and array_splice's replacement copy elements as php copies them: a
// reference shared with a variable stays a reference, a lone one is unwrapped.
$numbers = [1, 2, 3, 4];
$input = ["one" => &$numbers[0], "two" => &$numbers[1], "three" => 3, "four" => &$numbers[3]];
var_dump(array_chunk($input, 2), array_chunk($input, 3, true));
$lone = [1, 2];
$r = &$lone[0];
unset($r);
var_dump(array_chunk($lone, 1));
$three = 3;
$four = 4;
$arr = [0, 1, 2];
$b = [&$three, "fourkey" => &$four, 5];
array_splice($arr, -1, 1, $b);
var_dump($arr);
$three = 33;
var_dump($arr);
$int = 3;
$arr = [1, 2];
$c = &$int;
array_splice($arr, -1, 1, $c);
var_dump($arr);
// the internal pointer stays within the used positions when trailing elements go
$a = ["foo" => 1, "bar" => 2, "baz" => 3];
end($a);
next($a);
unset($a["baz"]);
$a[] = 4;
var_dump(current($a), key($a));
$c = [1, 2, 3];
end($c);
unset($c[2]);
var_dump(current($c));
$c[] = 5;
var_dump(current($c), key($c));
