<?php
function my_user_function() {}
function AnotherOne() {}
$f = get_defined_functions();
var_dump(array_keys($f));
var_dump(in_array("strlen", $f["internal"]), in_array("pack", $f["internal"]), in_array("my_user_function", $f["internal"]));
var_dump($f["user"]);
var_dump(count($f["internal"]) > 100);
var_dump(count(array_unique($f["internal"])) === count($f["internal"]));
var_dump(array_is_list($f["internal"]));
$g = get_defined_functions(true);
var_dump($g["user"]);
