<?php
var_dump(unpack("C5/C2", "abcdefg"));
var_dump(unpack("C2/C2", "abcd"));
var_dump(unpack("C/C", "ab"));
var_dump(unpack("C2/n1", "abcd"));
var_dump(unpack("C1x/C2", "abcd"));
