<?php
function g() { echo "[start]"; yield 'a' => 1; echo "[mid]"; yield 'b' => 2; echo "[end]"; return 99; }
$gen = g();
echo "created\n";
var_dump($gen->valid());
echo $gen->key(), "=", $gen->current(), "\n";
$gen->next();
echo $gen->key(), "=", $gen->current(), "\n";
$gen->next();
var_dump($gen->valid(), $gen->current(), $gen->key());
echo $gen->getReturn(), "\n";
try { g()->getReturn(); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
