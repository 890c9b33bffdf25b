<?php
var_dump(bin2hex(pack("H*", "41424344")));
var_dump(bin2hex(pack("h*", "41424344")));
var_dump(bin2hex(pack("H3", "abc")));
var_dump(bin2hex(pack("h3", "abc")));
var_dump(bin2hex(pack("H", "f")), bin2hex(pack("h", "f")));
var_dump(bin2hex(pack("H*", "ABCDEF0123")));
var_dump(bin2hex(pack("H5", "ab")));
var_dump(bin2hex(pack("H*", "zz12")));
var_dump(bin2hex(pack("h*", "g")));
var_dump(bin2hex(pack("H0", "ab")));
