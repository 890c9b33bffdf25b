<?php
$bin = pack("nvc*", 0x1234, 0x5678, 65, 66);
var_dump(unpack("nfirst/vsecond/c2chars", $bin));
var_dump(unpack("nfirst/vsecond/c*rest", $bin));
var_dump(unpack("C*", "abc"));
var_dump(unpack("C*x/", "abc"));
var_dump(unpack("C2a/Cb", "abc"));
var_dump(unpack("c2chars/nint", "\x04\x00\xa0\x00"));
var_dump(unpack("a3str/x/Cnum", "abc.\x05"));
var_dump(unpack("C0a/Cb", "ab"));
var_dump(unpack("C1", "a"));
var_dump(unpack("C10/C1", "ab"));
