<?php
// dl(): names with a path and over-long names are refused before any load
var_dump(dl("/path/to/module"));
var_dump(dl(str_repeat("a", 5000)));
var_dump(ini_get("enable_dl"));
var_dump(ini_set("enable_dl", "0"));
