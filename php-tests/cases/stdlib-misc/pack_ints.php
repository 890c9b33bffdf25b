<?php
foreach (['c', 'C', 's', 'S', 'n', 'v', 'i', 'I', 'l', 'L', 'N', 'V', 'q', 'Q', 'J', 'P'] as $f) {
    foreach ([0, 1, -1, 255, 256, 65535, 65536, 0x7fffffff, -0x80000000, PHP_INT_MAX, PHP_INT_MIN] as $v) {
        echo $f, " ", $v, " => ", bin2hex(pack($f, $v)), "\n";
    }
}
