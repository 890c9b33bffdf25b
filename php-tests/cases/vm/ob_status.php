<?php
ob_start();
echo "abc";
$s = ob_get_status();
$full = ob_get_status(true);
ob_end_clean();
var_dump($s['name'], $s['level'], $s['buffer_used'], $s['type'], count($full));
var_dump(ob_get_status());
