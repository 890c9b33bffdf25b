<?php
function thrower($v) { if ($v == 2) throw new RuntimeException("bad $v"); return $v; }
try {
    array_map('thrower', [1, 2, 3]);
} catch (RuntimeException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
try {
    usort($arr, fn($a, $b) => throw new LogicException("cmp"));
} catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$arr = [2, 1];
try { usort($arr, fn($a, $b) => throw new LogicException("cmp")); } catch (LogicException $e) { echo "caught cmp\n"; }
print_r($arr);
