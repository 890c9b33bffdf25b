<?php
var_dump(unpack("Ca/x/Cb", "\x01\x02\x03"));
var_dump(unpack("Ca/X/Cb", "\x01\x02\x03"));
var_dump(unpack("Ca/@0/Cb", "\x01\x02\x03"));
var_dump(unpack("@2/Ca", "\x01\x02\x03"));
var_dump(unpack("Ca/x2/Cb", "\x01\x02\x03\x04"));
var_dump(unpack("X/Ca", "\x01\x02"));
var_dump(unpack("@5/Ca", "\x01\x02"));
var_dump(unpack("x5/Ca", "\x01\x02"));
var_dump(unpack("C2a/X2/Cb", "\x01\x02\x03"));
