<?php
var_dump(bin2hex(pack("C*", 1, 2, 3, 4)));
var_dump(bin2hex(pack("n2N", 1, 2, 3)));
var_dump(bin2hex(pack("C0")));
var_dump(bin2hex(pack("C3", 65, 66, 67)));
var_dump(bin2hex(pack("a3C2a", "xy", 1, 2, "z")));
var_dump(bin2hex(pack("V*")));
var_dump(bin2hex(pack("C12", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)));
var_dump(pack(""));
