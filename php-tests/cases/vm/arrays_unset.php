<?php
$a = [1, 2, 3, 'k' => 'v'];
unset($a[1], $a['k'], $a['missing']);
var_dump($a);
$a[] = 'new';
var_dump($a);
$n = ['x' => ['y' => 1, 'z' => 2]];
unset($n['x']['y']);
unset($n['q']['r']);
var_dump($n);
