<?php
define("MY_CONST", 42);
const OTHER_CONST = "x";
$c = get_defined_constants();
var_dump($c["E_ALL"], $c["PHP_INT_MAX"], $c["MY_CONST"], $c["OTHER_CONST"], $c["TRUE"], $c["NULL"]);
var_dump($c["PHP_EOL"], $c["E_WARNING"], $c["SORT_STRING"]);
$cat = get_defined_constants(true);
var_dump(isset($cat["Core"]), isset($cat["user"]));
var_dump($cat["user"]);
var_dump($cat["Core"]["E_ERROR"]);
var_dump(is_array(get_defined_constants(false)));
