<?php
var_dump(zend_version() === zend_version());
var_dump(preg_match('/^4\.5\.\d+$/', zend_version()));
var_dump(version_compare(zend_version(), "4.5.0", ">="));
var_dump(php_ini_loaded_file(), php_ini_scanned_files());
var_dump(DIRECTORY_SEPARATOR, PATH_SEPARATOR);
