<?php
var_dump(unpack("H*", "\x12\xab"), unpack("h*", "\x12\xab"));
var_dump(unpack("H3", "\x12\xab"), unpack("h3", "\x12\xab"));
var_dump(unpack("H", "\xf0"), unpack("H2", "\xf0"), unpack("H5", "\x12\x34\x56"));
var_dump(unpack("H*", ""));
var_dump(unpack("H4", "\x12"));
