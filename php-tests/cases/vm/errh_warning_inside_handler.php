<?php
set_error_handler(function ($no, $str) {
    echo "handling: $str\n";
    echo $inner_undefined;
    return true;
});
echo $outer;
echo "end\n";
