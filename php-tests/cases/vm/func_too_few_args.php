<?php
function two($a, $b) { return $a + $b; }
try { two(1); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function atLeast($a, $b, $c = 1) {}
try { atLeast(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
echo "extra args ok: ", two(1, 2, 3), "\n";
