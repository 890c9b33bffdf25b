<?php
function g() { yield 1; throw new Exception("from generator"); }
try { foreach (g() as $v) echo $v, "\n"; } catch (Exception $e) { echo "caught: ", $e->getMessage(), "\n"; }
function h() { try { yield 1; yield 2; } catch (Exception $e) { echo "gen caught ", $e->getMessage(), "\n"; yield 100; } }
$gen = h();
echo $gen->current(), "\n";
echo $gen->throw(new Exception("thrown in")), "\n";
