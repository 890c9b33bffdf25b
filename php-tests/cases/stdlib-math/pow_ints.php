<?php
for ($b = -3; $b <= 3; $b++) {
    for ($e = -2; $e <= 5; $e++) {
        if ($b == 0 && $e < 0) continue;
        echo "$b ** $e = "; var_dump(pow($b, $e));
    }
}
var_dump(pow(2, 0.5), pow(-8, 1/3), pow(1.5, 2), pow(9223372036854775807, 2));
