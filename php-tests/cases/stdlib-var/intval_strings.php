<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$strs = ["42", " 42", "42 ", "\n42", "+42", "-42", "4.7", "4.7e2", "1e3", "0x1A", "0X1a", "0b101", "0B11", "0o17", "0O17", "017", "08", "abc", "", "  ", "12abc", "9999999999999999999", "-9999999999999999999", "1_000", "0x", "0b", "-0x1A", " 0x1A", "+0b11", "1e400", ".5"];
foreach ($strs as $s) { echo json_encode($s), ': ', json_encode([intval($s), intval($s, 0), intval($s, 16), intval($s, 8), intval($s, 2), intval($s, 36)]), "\n"; }
foreach ([1e19, -1e19, NAN, INF, 3.99, -3.99, true, null, [], [0], 1.5e18] as $v) { var_dump(intval($v)); }
var_dump(intval(42, 8), intval("z", 36), intval("Z", 36), intval("10", 37), intval("10", 1), intval("10", -5));
t(fn() => intval(new stdClass));
