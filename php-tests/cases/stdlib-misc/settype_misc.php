<?php
$v = "123abc";
var_dump(settype($v, "integer"), $v);
$v = "1.5";
var_dump(settype($v, "float"), $v);
$v = 0;
var_dump(settype($v, "bool"), $v);
$v = 5;
var_dump(settype($v, "string"), $v);
$v = "x";
var_dump(settype($v, "array"), $v);
$v = 1;
var_dump(settype($v, "null"), $v);
try {
    $v = 1;
    settype($v, "nonsense");
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
