<?php
for ($s = 100; $s < 110; $s++) {
    mt_srand($s);
    echo $s, ': ', mt_rand(), ' ', mt_rand(1, 10), ' ', mt_rand(0, 99999), ' ', mt_rand(-5, 5), "\n";
}
mt_srand(4294967296 + 5);
echo mt_rand(), "\n";
mt_srand(5);
echo mt_rand(), "\n";
