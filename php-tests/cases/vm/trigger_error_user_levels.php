<?php
trigger_error("plain notice");
trigger_error("a warning", E_USER_WARNING);
trigger_error("a deprecation", E_USER_DEPRECATED);
trigger_error("explicit notice", E_USER_NOTICE);
user_error("via alias", E_USER_WARNING);
var_dump(trigger_error("returns"));
