<?php
foreach ([3, 4, PREG_SET_ORDER | PREG_PATTERN_ORDER, 1 << 10] as $f) {
    try { var_dump(preg_match_all('/a/', 'a', $m, $f)); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    var_dump($m);
}
try { var_dump(preg_match('/a/', 'a', $m, PREG_SET_ORDER)); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(preg_match('/a/', 'a', $m, 0, PHP_INT_MIN)); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(preg_match('/a/', 'a', $m, PREG_OFFSET_CAPTURE), $m);
