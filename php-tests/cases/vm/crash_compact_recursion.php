<?php
// compact() over an array that contains itself used to overflow the Rust stack.
$a = 1;
$b = 2;
$arr1 = array("a", &$arr1);
try {
    var_dump(compact($arr1));
} catch (Error $e) {
    echo $e->getMessage() . "\n";
}
$arr2 = array("b", array(array("nope", "a")), &$arr2);
try {
    var_dump(compact($arr2));
} catch (Error $e) {
    echo $e->getMessage() . "\n";
}
var_dump(compact("a", ["b", ["a"]]));
