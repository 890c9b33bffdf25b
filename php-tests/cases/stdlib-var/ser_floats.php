<?php
foreach ([0.0, -0.0, 1.0, 0.1, 1/3, 1e25, 1.5e-7, -2.5, INF, -INF, NAN, 1e15, 123456789012345678.0, PHP_FLOAT_EPSILON, PHP_FLOAT_MAX] as $f) {
    var_dump(serialize($f));
}
ini_set('serialize_precision', '17');
var_dump(serialize(0.1), serialize(1/3));
ini_set('serialize_precision', '5');
var_dump(serialize(0.1), serialize(1/3), serialize(123456.0));
