<?php
// encode then decode gives the data back.
$data = [
    'int' => 42, 'neg' => -7, 'float' => 3.25, 'tiny' => 1.0e-10, 'str' => "line\nbreak \"q\" é 😀",
    'bool' => [true, false], 'null' => null, 'list' => [1, [2, [3, []]]],
    'map' => ['x' => ['y' => ['z' => 'deep']]], 'ctrl' => "\x00\x01\x1f", 'slash' => '</script>',
];
$json = json_encode($data);
echo $json, "\n";
var_dump(json_decode($json, true) === $data);
$json2 = json_encode($data, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_HEX_TAG);
echo $json2, "\n";
var_dump(json_decode($json2, true) === $data);
var_dump(json_encode(json_decode('{"a":[1,{"b":null}],"c":{}}')));
var_dump(json_encode(json_decode('{"a":[1,{"b":null}],"c":{}}', true)));
var_dump(json_encode(json_decode('[1.0,2.50,-0.0,1e2]')));
