<?php
$a = [-5 => 'a'];
$a[] = 'b';
var_dump($a);
$b = [];
$b[PHP_INT_MAX] = 1;
try { $b[] = 2; } catch (Error $e) { echo $e->getMessage(), "\n"; }
