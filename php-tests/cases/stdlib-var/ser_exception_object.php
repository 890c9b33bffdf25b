<?php
$e = new Exception("msg", 3);
$s = serialize($e);
var_dump(str_contains($s, 'O:9:"Exception":7:{'));
var_dump(str_contains($s, "s:10:\"\0*\0message\";s:3:\"msg\";"));
var_dump(str_contains($s, "s:15:\"\0Exception\0trace\";a:0:{}"));
