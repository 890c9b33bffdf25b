<?php
var_dump(gettype(getmypid()), getmypid() > 0);
var_dump(gettype(getmyuid()), gettype(getmygid()));
var_dump(getmyuid() >= 0, getmygid() >= 0);
var_dump(gettype(get_current_user()));
var_dump(gettype(getmyinode()), gettype(getlastmod()));
var_dump(gettype(gethostname()));
var_dump(gettype(sys_get_temp_dir()), sys_get_temp_dir() !== "");
var_dump(str_ends_with(sys_get_temp_dir(), "/"));
