<?php
// $associative and JSON_OBJECT_AS_ARRAY: the bool wins when it is not null.
$j = '{"a":{"b":[1,{"c":2}]},"1":"one","02":"two","-3":"neg","1.5":"f","":"e"}';
var_dump(json_decode($j, true));
var_dump(json_decode($j, null, 512, JSON_OBJECT_AS_ARRAY));
var_dump(is_object(json_decode($j, false, 512, JSON_OBJECT_AS_ARRAY)));
var_dump(is_array(json_decode($j, null, 512, 0)));
var_dump(json_decode('{"x":1,"x":2,"y":3,"x":4}', true));
var_dump(json_decode('{"0":"a","1":"b"}', true));
var_dump(json_decode('[[],{}]', true));
var_dump(json_decode('{}', true));
