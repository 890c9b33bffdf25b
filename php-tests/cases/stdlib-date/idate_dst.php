<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
date_default_timezone_set('Europe/Berlin');
foreach ([1711846799, 1711846800, 1729990799, 1729990800] as $ts) {
    echo $ts, ': ', implode(',', array_map(fn($c) => idate($c, $ts), ['H', 'I', 'Z', 'U', 'd', 'B'])), "\n";
}
date_default_timezone_set('UTC');
foreach ([1711846799, 1711846800] as $ts) {
    echo $ts, ': ', implode(',', array_map(fn($c) => idate($c, $ts), ['H', 'I', 'Z', 'U', 'd', 'B'])), "\n";
}
