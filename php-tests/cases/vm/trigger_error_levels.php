<?php
trigger_error("a notice");
trigger_error("a warning", E_USER_WARNING);
trigger_error("deprecated thing", E_USER_DEPRECATED);
echo "continuing\n";
