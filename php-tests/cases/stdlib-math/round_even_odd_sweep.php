<?php
for ($i = -10; $i <= 10; $i++) {
    $v = $i / 2;
    echo $v, ' => ', round($v, 0, PHP_ROUND_HALF_EVEN), ' ', round($v, 0, PHP_ROUND_HALF_ODD), ' ', round($v, 0, PHP_ROUND_HALF_DOWN), ' ', round($v), "\n";
}
for ($i = 0; $i <= 20; $i++) {
    $v = $i * 0.05;
    echo var_export($v, true), ' => ', var_export(round($v, 1, PHP_ROUND_HALF_EVEN), true), ' ', var_export(round($v, 1), true), "\n";
}
