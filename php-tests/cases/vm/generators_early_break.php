<?php
function g() { for ($i = 0; $i < 10; $i++) { echo "[y$i]"; yield $i; } }
foreach (g() as $v) { if ($v == 2) break; echo $v; }
echo "\n";
$gen = g();
foreach ($gen as $v) { if ($v == 1) break; }
echo "\n", $gen->current(), "\n";
