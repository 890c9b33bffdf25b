<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([0, 1, 3, 4, -1, -4, -5, 5, 100, -100] as $o) {
    echo $o, ": ";
    foreach (["mb_strpos", "mb_strrpos", "mb_stripos", "mb_strripos"] as $f) {
        try { var_export($f("aBcD", "b", $o)); } catch (\ValueError $e) { echo $e->getMessage(); }
        echo " | ";
    }
    echo "\n";
}
