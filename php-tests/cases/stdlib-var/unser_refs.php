<?php
$u = unserialize('a:3:{i:0;i:1;i:1;R:2;i:2;R:2;}');
print_r($u);
$u[0] = 'changed';
print_r($u);
echo "\n";
$v = unserialize('a:2:{s:1:"a";a:1:{i:0;s:1:"x";}s:1:"b";R:2;}');
$v['b'][] = 'y';
echo json_encode($v), "\n";
$w = unserialize('a:2:{i:0;O:8:"stdClass":1:{s:1:"p";i:1;}i:1;r:2;}');
$w[1]->p = 2;
var_dump($w[0]->p);
$o = unserialize('O:8:"stdClass":2:{s:1:"a";i:5;s:1:"b";R:2;}');
$o->a = 6;
var_dump($o->a, $o->b);
