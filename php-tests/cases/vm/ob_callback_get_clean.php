<?php
ob_start(function ($buf, $phase) { return "[$phase]" . $buf; });
echo "data";
$got = ob_get_clean();
var_dump($got);
ob_start(function ($buf, $phase) { return "[$phase]" . $buf; });
echo "data2";
$got = ob_get_flush();
echo "\n";
var_dump($got);
