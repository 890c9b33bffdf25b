<?php
// JSON_NUMERIC_CHECK turns numeric strings into numbers (values only, never keys).
$vals = ["123", "-45", "1.5", "1e3", "1E-2", " 12", "12 ", " 7 ", "0x1A", "abc", "12abc", "", "0", "-0",
         ".5", "5.", "1e1000", "-1e1000", "9223372036854775807", "9223372036854775808", "00012", "+3",
         "1_000", "\t9", "NAN", "INF"];
foreach ($vals as $v) {
    echo var_export($v, true), " => ", json_encode($v, JSON_NUMERIC_CHECK), "\n";
}
echo json_encode(["1" => "2", "x" => "3.0", "y" => ["4", "four"]], JSON_NUMERIC_CHECK), "\n";
echo json_encode(["10" => "1.0"], JSON_NUMERIC_CHECK | JSON_PRESERVE_ZERO_FRACTION | JSON_FORCE_OBJECT), "\n";
echo json_encode(["3.0", "10"], JSON_NUMERIC_CHECK | JSON_PRESERVE_ZERO_FRACTION), "\n";
