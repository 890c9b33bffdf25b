<?php
for ($s = 0; $s < 8; $s++) {
    mt_srand($s);
    $a = range(0, 9);
    shuffle($a);
    echo $s, ': ', implode(',', $a), ' ', str_shuffle("ABCDEFGH"), "\n";
}
mt_srand(11);
$big = range(1, 300);
shuffle($big);
echo array_sum(array_slice($big, 0, 50)), ' ', implode(',', array_slice($big, 0, 12)), "\n";
