<?php
var_dump(bin2hex(pack("x")), bin2hex(pack("x3")), bin2hex(pack("x0")));
var_dump(bin2hex(pack("CCX", 1, 2)), bin2hex(pack("CCCX2C", 1, 2, 3, 9)));
var_dump(bin2hex(pack("C@4", 1)), bin2hex(pack("C3@1", 1, 2, 3)), bin2hex(pack("@3C", 7)));
var_dump(bin2hex(pack("X")));
var_dump(bin2hex(pack("CX5C", 1, 2)));
var_dump(bin2hex(pack("x*")));
var_dump(bin2hex(pack("@*")));
var_dump(bin2hex(pack("X*")));
var_dump(bin2hex(pack("nvc*", 0x1234, 0x5678, 65, 66)));
