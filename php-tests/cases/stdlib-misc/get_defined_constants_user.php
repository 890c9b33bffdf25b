<?php
$before = get_defined_constants(true);
var_dump(isset($before["user"]));
define("FIRST", 1);
var_dump(get_defined_constants(true)["user"]);
define("ARR_CONST", [1, 2]);
var_dump(get_defined_constants(true)["user"]["ARR_CONST"]);
