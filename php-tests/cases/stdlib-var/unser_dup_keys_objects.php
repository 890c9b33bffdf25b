<?php
class K { public $a = 'default'; protected $b = 'pb'; }
var_dump(unserialize('O:1:"K":2:{s:1:"a";i:1;s:1:"a";i:2;}'));
var_dump(unserialize('O:1:"K":2:{s:1:"b";i:1;s:4:"' . "\0*\0b" . '";i:2;}'));
var_dump(unserialize('a:3:{s:1:"x";i:1;s:1:"y";R:2;s:1:"x";i:3;}'));
