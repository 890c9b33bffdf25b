<?php
foreach ([0.1 + 0.2, 1e-300, 5e-324, 2.0 ** 53, -1.0E+100, 3.141592653589793, 100.0, 1e22, 1e21] as $f) {
    $s = serialize($f);
    $u = unserialize($s);
    var_dump($s, $u === $f);
}
var_dump(is_nan(unserialize(serialize(NAN))));
var_dump(unserialize('d:1E400;'), unserialize('d:-1e400;'), unserialize('d:0.000;'));
