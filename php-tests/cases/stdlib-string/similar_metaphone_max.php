<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["Thompson", "character", "extraordinary", "X", "Knight"] as $w) { for ($i = 0; $i < 6; $i++) { echo "$w $i "; var_dump(metaphone($w, $i)); } }
t(fn() => metaphone("x", -1));
t(fn() => metaphone([], 1));
t(fn() => metaphone("x", "y"));
