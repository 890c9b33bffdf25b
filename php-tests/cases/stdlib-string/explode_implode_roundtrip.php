<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
$parts = explode("|", "a||b|");
var_dump($parts, implode("|", $parts), count(explode(",", str_repeat("x,", 1000))));
var_dump(implode(", ", array_map("strtoupper", explode(" ", "the quick brown fox"))));
