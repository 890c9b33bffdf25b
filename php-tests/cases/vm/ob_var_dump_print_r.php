<?php
ob_start();
var_dump([1, "a" => true]);
print_r(["k" => 2]);
print "printed\n";
var_export(1.5);
$all = ob_get_clean();
echo strlen($all), "\n", $all, "\n";
