<?php
enum E { case A; const NOT_CASE = 1; }
enum B: string { case X = 'x'; }
class NotEnum {}
var_dump(unserialize('E:3:"E:A";'));
var_dump(unserialize('E:3:"B:X";'));
var_dump(unserialize('E:3:"E:Z";'));
var_dump(unserialize('E:10:"E:NOT_CASE";'));
var_dump(unserialize('E:1:"E";'));
var_dump(unserialize('E:9:"NotEnum:A";'));
var_dump(unserialize('E:9:"Missing:A";'));
var_dump(unserialize('E:3:"E:A"'));
var_dump(unserialize('E:0:"";'));
var_dump(unserialize('a:1:{E:3:"E:A";i:1;}'));
try {
    var_dump(unserialize('O:1:"E":0:{}'));
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
