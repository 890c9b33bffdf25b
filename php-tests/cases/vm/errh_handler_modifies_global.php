<?php
$count = 0;
set_error_handler(function ($no, $str) use (&$count) { $count++; return true; });
for ($i = 0; $i < 5; $i++) {
    $v = $undefined;
}
echo "count=$count\n";
