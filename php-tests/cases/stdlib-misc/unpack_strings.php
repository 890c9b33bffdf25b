<?php
$s = "ab \t\0cd\0\0  ";
var_dump(unpack("a*", $s), unpack("A*", $s), unpack("Z*", $s));
var_dump(unpack("a3", $s), unpack("A3", $s), unpack("Z3", $s));
var_dump(unpack("a20", $s));
var_dump(unpack("A", " "), unpack("Z", "\0"), unpack("a0", "abc"));
var_dump(unpack("A*", "\n\r\t "));
