<?php
class M { public $a = 1; }
var_dump(unserialize('O:1:"M":1:{s:1:"' . "\0" . '";i:1;}'));
var_dump(unserialize('O:1:"M":1:{s:3:"' . "\0\0a" . '";i:1;}'));
var_dump(unserialize('O:1:"M":1:{s:3:"' . "\0ab" . '";i:1;}'));
