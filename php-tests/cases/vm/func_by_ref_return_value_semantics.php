<?php
function &getRef(array &$arr) { return $arr[0]; }
$data = [1, 2];
$x = getRef($data);
$x = 100;
echo $data[0], "\n";
