<?php
ob_start();
echo "hello";
$c = ob_get_contents();
$l = ob_get_length();
ob_end_clean();
var_dump($c, $l, ob_get_level());
