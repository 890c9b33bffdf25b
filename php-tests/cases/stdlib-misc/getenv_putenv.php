<?php
var_dump(getenv("RPHP_TEST_UNSET_VAR"));
var_dump(putenv("RPHP_TEST_A=hello"));
var_dump(getenv("RPHP_TEST_A"));
var_dump(getenv("rphp_test_a"));
var_dump(putenv("RPHP_TEST_A=world=x"));
var_dump(getenv("RPHP_TEST_A"));
var_dump(putenv("RPHP_TEST_A="));
var_dump(getenv("RPHP_TEST_A"));
var_dump(putenv("RPHP_TEST_A"));
var_dump(getenv("RPHP_TEST_A"));
var_dump(isset($_ENV["RPHP_TEST_A"]));
putenv("RPHP_TEST_B=1");
$all = getenv();
var_dump(is_array($all), $all["RPHP_TEST_B"] ?? null, array_key_exists("RPHP_TEST_A", $all));
var_dump(getenv("RPHP_TEST_B", true), getenv(null) === $all);
