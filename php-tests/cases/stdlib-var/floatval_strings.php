<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["1.5", " 1.5", "1.5 ", "1.5abc", "abc", "", ".5", "5.", "-.5e-3", "1e", "1e+", "1E5", "0x1A", "1_000.5", "INF", "NAN", "1e400", "-1e400", "4.9e-324", "2.5e-324", "  \t\n3", "+3.0", "--3", "0.1e1", "123456789012345678901234567890"] as $s) {
    echo json_encode($s), ': '; var_dump(floatval($s), doubleval($s), is_numeric($s), (float) $s == $s);
}
foreach ([1, true, false, null, [], [1]] as $v) { var_dump(floatval($v)); }
t(fn() => floatval(new stdClass));
