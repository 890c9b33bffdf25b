<?php
ob_start(null, 0, 0);
echo "x";
var_dump(ob_end_clean());
$r = ob_get_clean();
