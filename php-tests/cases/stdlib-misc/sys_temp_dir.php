<?php
$d = sys_get_temp_dir();
var_dump(is_string($d), $d !== "", $d[0] === "/");
var_dump(rtrim($d, "/") === $d || $d === "/");
