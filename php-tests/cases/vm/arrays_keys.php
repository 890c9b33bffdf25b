<?php
$a = [];
$a[true] = 'bool';
$a["1"] = 'string one';
$a[1.7] = 'float';
$a[null] = 'null';
$a["01"] = 'zero one';
$a[-5] = 'neg';
$a[] = 'next';
var_dump($a);
