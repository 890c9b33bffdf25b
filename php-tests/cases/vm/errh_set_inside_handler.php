<?php
function second($no, $str) { echo "second: $str\n"; return true; }
set_error_handler(function ($no, $str) {
    echo "first: $str\n";
    set_error_handler('second');
    return true;
});
echo $a;
echo $b;
restore_error_handler();
echo $c;
