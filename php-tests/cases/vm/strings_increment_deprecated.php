<?php
$s = "z";
$s++;
echo $s, "\n";
$e = "";
$e--;
var_dump($e);
