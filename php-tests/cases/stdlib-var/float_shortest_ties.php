<?php
// The shortest text that reads back as a float: where two are equally close, php keeps
// the one ending in an even digit (zend_dtoa's mode 0).
$values = [1658206780088562.25, 0.1, 0.30000000000000004, 1e15, 1e16, 123456789012345678.0,
    1.5e-7, 5e-324, 1.7976931348623157e308, 2.2250738585072014e-308, -0.0, 100.0, 0.5,
    4503599627370497.5, 9007199254740993.0, 1e22, 1e23, 3.0e-5, 2.5, 1/3];
foreach ($values as $v) {
    var_dump($v);
    echo var_export($v, true), " ", json_encode($v), " ", serialize($v), "\n";
}
echo json_encode($values), "\n";
echo json_encode([1.0, 2.50, -0.0], JSON_PRESERVE_ZERO_FRACTION), "\n";
ini_set("serialize_precision", "5");
echo json_encode([1658206780088562.25, 0.1, 1e25]), "\n";
ini_set("serialize_precision", "0");
echo json_encode([5.0, -5.0, 1234.5]), "\n";
