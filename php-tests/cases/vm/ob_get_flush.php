<?php
ob_start();
echo "flushed text\n";
$s = ob_get_flush();
var_dump($s);
