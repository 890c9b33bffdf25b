<?php
$path = getenv("PATH");
var_dump(is_string($path) || $path === false);
var_dump(gettype(getenv()));
var_dump(getenv("") === false);
putenv("RPHP_NUM=42");
var_dump(getenv("RPHP_NUM") === "42", (int) getenv("RPHP_NUM"));
