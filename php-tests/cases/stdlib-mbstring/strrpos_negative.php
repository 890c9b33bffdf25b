<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$h = "日本語日本語日本";
foreach ([-1, -2, -3, -4, -8, -9, 0, 2, 8, 9] as $o) {
    echo $o, ": ";
    foreach (["日本", "語", "", "日本語日"] as $n) {
        try { var_export(mb_strrpos($h, $n, $o)); } catch (\ValueError $e) { echo "VE"; }
        echo " ";
    }
    echo "\n";
}
