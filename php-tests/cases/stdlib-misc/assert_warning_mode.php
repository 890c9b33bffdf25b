<?php
@ini_set("assert.exception", "0");
var_dump(assert(false, "with description"));
var_dump(call_user_func('assert', 0));
var_dump(assert(true, "fine"));
@ini_set("assert.warning", "0");
var_dump(assert(false, "silent"));
