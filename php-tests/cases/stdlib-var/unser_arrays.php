<?php
var_dump(unserialize('a:0:{}'));
var_dump(unserialize('a:2:{i:0;s:1:"a";s:1:"k";a:1:{i:5;b:1;}}'));
var_dump(unserialize('a:2:{s:1:"5";i:1;s:2:"05";i:2;}'));
var_dump(unserialize('a:2:{i:0;i:1;i:0;i:2;}'));
var_dump(unserialize('a:3:{i:-1;N;s:3:"-01";N;s:2:"-1";d:0.5;}'));
var_dump(unserialize(serialize(['x' => ['y' => ['z' => [1, 2, 3]]]])));
