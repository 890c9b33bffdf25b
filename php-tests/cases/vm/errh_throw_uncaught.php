<?php
$prepared = new ErrorException("prepared", 0, E_WARNING);
set_error_handler(function ($no, $str) use ($prepared) {
    echo "handler: $str\n";
    throw $prepared;
});
echo "before\n";
echo $missing;
echo "after\n";
