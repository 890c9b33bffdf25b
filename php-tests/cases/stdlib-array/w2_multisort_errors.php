<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
t(function () { $a = [1, 2]; $b = [1]; return array_multisort($a, $b); });
t(function () { $a = [1, 2]; return array_multisort($a, SORT_ASC, SORT_DESC); });
t(function () { $a = [1, 2]; return array_multisort($a, SORT_STRING, SORT_NUMERIC); });
t(function () { $a = [1, 2]; return array_multisort($a, 99); });
t(function () { $a = [1, 2]; return array_multisort($a, "x"); });
t(function () { return array_multisort(SORT_ASC); });
t(function () { $s = "str"; return array_multisort($s); });
t(function () { $a = [1, 2]; return array_multisort($a, SORT_ASC, SORT_REGULAR, [3, 4], SORT_DESC); });
