<?php
// short tags are on by default (php -n)
var_dump(ini_get("short_open_tag"));
?>
<? echo "short tag ran\n"; ?>
