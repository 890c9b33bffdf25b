<?php
foreach (['f', 'g', 'G', 'd', 'e', 'E'] as $f) {
    foreach ([1.5, -0.25, 3.14159, 1e10] as $v) {
        var_dump(unpack($f, pack($f, $v)));
    }
}
var_dump(unpack("d", pack("d", INF)), unpack("E", pack("E", -INF)));
var_dump(is_nan(unpack("d", pack("d", NAN))[1]));
