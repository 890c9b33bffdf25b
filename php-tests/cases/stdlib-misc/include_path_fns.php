<?php
var_dump(get_include_path() === ini_get("include_path"));
$old = get_include_path();
var_dump(set_include_path("/tmp/a:/tmp/b") === $old);
var_dump(get_include_path(), ini_get("include_path"));
var_dump(set_include_path(""));
var_dump(get_include_path());
var_dump(set_include_path("."));
var_dump(get_include_path());
