<?php
class P { public $a = 1; protected $b = 2; private $c = 3; }
class C extends P { private $c = 4; public $d; }
$s = serialize(new C);
var_dump(unserialize($s));
var_dump(unserialize('O:1:"C":1:{s:1:"d";s:3:"new";}'));
var_dump(unserialize('O:1:"P":1:{s:1:"b";s:8:"public-b";}'));
var_dump(unserialize('O:1:"P":1:{s:4:"' . "\0*\0c" . '";s:7:"prot->c";}'));
var_dump(unserialize('O:1:"P":1:{s:4:"' . "\0P\0a" . '";s:7:"priv->a";}'));
var_dump(unserialize('O:1:"p":0:{}'));
var_dump(unserialize('O:8:"stdClass":2:{s:1:"x";i:1;i:7;s:5:"seven";}'));
