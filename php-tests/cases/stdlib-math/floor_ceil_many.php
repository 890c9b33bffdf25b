<?php
for ($i = -20; $i <= 20; $i++) {
    $v = $i / 7;
    echo var_export($v, true), ' ', var_export(floor($v), true), ' ', var_export(ceil($v), true), "\n";
}
