<?php
// Member names: int keys in arrays for decimal names, string property names in objects
// (even "123"), repeated names across many objects, duplicates (the last one wins).
$j = '[{"a":1,"123":2,"":3,"a":4,"-5":5,"07":6,"b":{"a":{"123":1}}},{"123":7,"a":8,"x y":9}]';
var_dump(json_decode($j, true));
var_dump(json_decode($j));
$p = json_decode('{"123":1,"9223372036854775808":2}');
var_dump($p->{"123"}, $p->{"9223372036854775808"}, (array)$p);
var_dump(json_decode('{"9223372036854775808":1,"9223372036854775807":2}', true));
$many = json_decode('[' . str_repeat('{"id":1,"name":"x","tags":["a"]},', 3) . '{"id":2}]');
var_dump($many);
$rows = json_decode('[' . rtrim(str_repeat('{"k":1,"v":"a"},', 100), ',') . ']', true);
$rows[3]["k"] = 5;
echo count($rows), " ", $rows[3]["k"], " ", $rows[4]["k"], " ", implode(",", array_keys($rows[99])), "\n";
$objs = json_decode('[{"k":1},{"k":2}]');
$objs[0]->k = 5;
var_dump($objs);
