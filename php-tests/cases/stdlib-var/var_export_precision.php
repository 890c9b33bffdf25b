<?php
// var_export follows serialize_precision (with ".0" after integral values), as serialize does.
$values = [5.6, -0.1, 0.1 + 0.2, 1e100, -0.0, 100.0, 1.5e-7, 123456789012345.678, NAN, INF, -INF, [1.1, ['x' => 2.25]]];
foreach ([-1, 17, 5, 1, 0, 20] as $p) {
    ini_set('serialize_precision', $p);
    echo "serialize_precision=$p\n";
    foreach ($values as $v) {
        var_export($v);
        echo " | ", serialize($v), "\n";
    }
    echo var_export(2.5, true), "\n";
}
