<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = ["10", "9", "2", "1", 3];
sort($a, SORT_STRING); var_dump($a);
sort($a, SORT_NUMERIC); var_dump($a);
$b = ["img12.png", "img10.png", "IMG2.png", "img1.png"];
sort($b, SORT_NATURAL); var_dump($b);
sort($b, SORT_NATURAL | SORT_FLAG_CASE); var_dump($b);
$c = ["b", "A", "a", "B"];
sort($c, SORT_STRING); var_dump($c);
sort($c, SORT_STRING | SORT_FLAG_CASE); var_dump($c);
rsort($c, SORT_STRING | SORT_FLAG_CASE); var_dump($c);
