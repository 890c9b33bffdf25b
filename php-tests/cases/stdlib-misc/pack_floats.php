<?php
foreach (['f', 'g', 'G', 'd', 'e', 'E'] as $f) {
    foreach ([0.0, 1.0, -1.5, 3.14159, 1e300, INF, -INF, 0.1] as $v) {
        echo $f, " ", $v, " => ", bin2hex(pack($f, $v)), "\n";
    }
}
var_dump(bin2hex(pack("d", "2.5")), bin2hex(pack("f", true)), bin2hex(pack("f", null)));
