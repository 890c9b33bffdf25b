<?php
class T { public $a = 1; protected $p = 2; }
$cases = [[1, 'array'], ['12abc', 'integer'], ['12abc', 'int'], [1.5, 'string'], ['x', 'array'], [null, 'array'], [0, 'bool'], ['', 'boolean'], [[1, 'a' => 2], 'object'], [5, 'object'], [null, 'object'], ['3.5', 'float'], ['3.5', 'double'], [1, 'NULL'], [1, 'null'], [new T, 'array'], [[1, 2], 'string'], [true, 'STRING']];
foreach ($cases as [$v, $t]) {
    $r = settype($v, $t);
    echo "$t: ";
    var_dump($r, $v);
}
foreach (['resource', 'foo', 'callable', ''] as $t) {
    $x = 1;
    try {
        settype($x, $t);
    } catch (ValueError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$obj = new T;
settype($obj, 'int');
var_dump($obj);
