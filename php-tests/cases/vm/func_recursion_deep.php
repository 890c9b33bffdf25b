<?php
function depth($n) { return $n == 0 ? 0 : 1 + depth($n - 1); }
echo depth(50000), "\n";
function ack($m, $n) {
    if ($m == 0) return $n + 1;
    if ($n == 0) return ack($m - 1, 1);
    return ack($m - 1, ack($m, $n - 1));
}
echo ack(2, 3), "\n";
