<?php
var_dump(bin2hex(pack("C", "65")), bin2hex(pack("C", 65.9)), bin2hex(pack("C", true)), bin2hex(pack("C", null)));
var_dump(bin2hex(pack("n", "0x10")), bin2hex(pack("n", " 12")), bin2hex(pack("N", "1e3")));
var_dump(bin2hex(pack("a3", 12345)), bin2hex(pack("a*", 1.5)), bin2hex(pack("A*", true)), bin2hex(pack("a*", null)));
var_dump(bin2hex(pack("H*", 1234)));
var_dump(bin2hex(pack("C", 300)), bin2hex(pack("c", -129)));
var_dump(bin2hex(pack("J", 1.5e19)));
