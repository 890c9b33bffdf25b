<?php
var_dump(php_sapi_name(), PHP_SAPI);
var_dump(phpversion() === PHP_VERSION);
var_dump(version_compare(phpversion(), "8.5.0", ">="));
var_dump(gettype(zend_version()), str_starts_with(zend_version(), "4.5."));
var_dump(phpversion("standard") === PHP_VERSION, phpversion("Core") === PHP_VERSION);
var_dump(phpversion("no_such_extension"));
var_dump(PHP_MAJOR_VERSION, PHP_MINOR_VERSION, PHP_VERSION_ID >= 80500);
