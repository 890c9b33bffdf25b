<?php
set_error_handler(function ($no, $str, $file, $line) {
    var_dump($no, $str, $file === __FILE__, $line);
    return true;
});
$x = [];
echo $x['missing'];
echo "done\n";
