<?php
$arr = [];
$v = @$arr['missing'];
var_dump($v);
echo @$undefined, "|\n";
$x = @(1 / 1);
echo $x, "\n";
echo $arr['visible'], "|\n";
