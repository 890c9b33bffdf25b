<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
$rows = [["apple", 1.5, 3], ["banana", 0.25, 12], ["cherry", 10, 100]];
foreach ($rows as [$name, $price, $qty]) {
    echo sprintf("%-10s|%8.2f|%5d|%'.10d|%+.1e", $name, $price, $qty, $qty, $price * $qty), "\n";
}
printf("%s has %d items costing %01.2f total (%05.1f%%)\n", "cart", 3, 12.3456, 45.678);
echo sprintf("%08.3f", -3.14159), "\n", sprintf("%'010.3f", 3.14159), "\n", sprintf("%-'x10.2f|", 3.14159), "\n";
