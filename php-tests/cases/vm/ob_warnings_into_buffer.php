<?php
ob_start();
echo $undefined;
$s = ob_get_clean();
echo "captured: ", str_repeat("-", 3), "\n", $s;
