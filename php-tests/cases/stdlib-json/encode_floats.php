<?php
// Floats: serialize_precision (-1 default, 17, 10, 5, 0) and JSON_PRESERVE_ZERO_FRACTION.
$vals = [1.0, 10.0, -0.0, 0.1, 1/3, 1e22, 1e25, 2.5e-5, 100.0, 3.0e15, 123456789012345678.0];
foreach ([-1, 17, 10, 5, 1, 0] as $p) {
    ini_set('serialize_precision', (string)$p);
    echo "precision $p: ", json_encode($vals), "\n";
    echo "  zero fraction: ", json_encode($vals, JSON_PRESERVE_ZERO_FRACTION), "\n";
}
ini_set('serialize_precision', '-1');
var_dump(json_encode(10.0 / 3, JSON_PRESERVE_ZERO_FRACTION));
var_dump(json_encode(['a' => 1.0, 'b' => [2.0, 0.5]], JSON_PRESERVE_ZERO_FRACTION | JSON_PRETTY_PRINT));
var_dump(json_encode(1e100, JSON_PRESERVE_ZERO_FRACTION));
