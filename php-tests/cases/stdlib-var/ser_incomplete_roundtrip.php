<?php
$s = 'O:6:"Ghost1":2:{s:1:"a";i:1;s:4:"' . "\0*\0p" . '";a:1:{i:0;O:6:"Ghost2":0:{}}}';
$u = unserialize($s);
var_dump($u);
var_dump(serialize($u) === $s);
var_dump(serialize([$u, $u]));
var_dump(get_class(unserialize('O:6:"Ghost1":0:{}')));
