<?php
$u = unserialize('O:7:"Missing":2:{s:1:"a";i:1;s:4:"' . "\0*\0b" . '";i:2;}');
var_dump($u);
var_dump(get_class($u));
var_dump(str_replace("\0", '\0', serialize($u)));
var_dump(unserialize('a:2:{i:0;O:3:"Foo":0:{}i:1;O:3:"foo":0:{}}'));
