<?php
var_dump(bin2hex(pack("C", 1, 2)));
var_dump(bin2hex(pack("x", 1)));
var_dump(bin2hex(pack("a2", "ab", "cd", "ef")));
var_dump(bin2hex(pack("@2", 1)));
