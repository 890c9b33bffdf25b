<?php
$o = unserialize('O:8:"stdClass":3:{i:0;s:1:"a";s:1:"1";s:1:"b";i:-5;s:1:"c";}');
var_dump($o);
var_dump(serialize($o));
$a = (array) $o;
var_dump($a);
