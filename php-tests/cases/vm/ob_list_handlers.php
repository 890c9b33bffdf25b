<?php
function up($b) { return $b; }
ob_start();
ob_start('up');
ob_start(fn($b) => $b);
$h = ob_list_handlers();
$lvl = ob_get_level();
while (ob_get_level()) { ob_end_clean(); }
print_r($h);
var_dump($lvl);
