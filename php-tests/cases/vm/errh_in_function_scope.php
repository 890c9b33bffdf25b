<?php
function handler($no, $str, $file, $line) {
    echo "line $line: $str\n";
    return true;
}
set_error_handler('handler');
function work($n) {
    $total = 0;
    for ($i = 0; $i < $n; $i++) {
        $total += $missing[$i] ?? 1;
        $total += $undef;
    }
    return $total;
}
var_dump(work(2));
