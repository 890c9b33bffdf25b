<?php
// mt_rand and rand in a loop (the lane's entry) and outside it, on one seeded sequence.
mt_srand(20261203);
$s = 0;
for ($i = 0; $i < 2000; $i++) {
    $s += mt_rand(1, 100) + mt_rand() % 7 + rand(50, 10) + rand() % 3 + mt_rand(-5, -5);
}
echo $s, "\n";
$a = [];
for ($i = 0; $i < 8; $i++) {
    $a[] = mt_rand(PHP_INT_MIN, PHP_INT_MAX) . " " . rand(0, 0) . " " . mt_rand(0, 1 << 40);
}
echo implode("\n", $a), "\n";
try {
    for ($i = 0; $i < 2; $i++) {
        echo mt_rand(10, 1), "\n";
    }
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
echo mt_rand("5", "5"), " ", rand(1.0, 1.0), "\n";
mt_srand(3, MT_RAND_PHP);
for ($i = 0; $i < 3; $i++) {
    echo mt_rand(1, 1000), " ";
}
echo "\n";
