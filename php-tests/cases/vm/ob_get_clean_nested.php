<?php
ob_start();
echo "outer-1 ";
ob_start();
echo "inner";
var_dump(ob_get_level());
$inner = ob_get_clean();
echo "outer-2";
$outer = ob_get_clean();
var_dump($inner, $outer, ob_get_level());
