<?php
var_dump(php_ini_loaded_file());
var_dump(php_ini_scanned_files());
var_dump(get_cfg_var("cfg_file_path"));
var_dump(get_cfg_var("precision"));
var_dump(get_cfg_var("no.such.thing"));
