<?php
$u = unserialize('a:1:{i:0;R:1;}');
var_dump(count($u), is_array($u[0]));
$o = unserialize('O:8:"stdClass":1:{s:4:"self";r:1;}');
var_dump($o->self === $o);
$o2 = unserialize('O:8:"stdClass":1:{s:4:"self";R:1;}');
var_dump($o2->self === $o2);
$a = unserialize('a:2:{i:0;O:8:"stdClass":1:{s:1:"b";a:1:{i:0;r:2;}}i:1;r:2;}');
var_dump($a[0] === $a[1], $a[0]->b[0] === $a[0]);
echo serialize($a), "\n";
