<?php
$log = [];
ob_start(function ($buf, $phase) use (&$log) {
    $log[] = "$phase:" . strlen($buf);
    return "<" . $buf . ">";
});
echo "a";
ob_flush();
echo "bb";
ob_clean();
echo "ccc";
ob_end_flush();
echo "\n";
print_r($log);
