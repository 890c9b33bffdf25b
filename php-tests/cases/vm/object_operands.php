<?php
$o = new stdClass;
foreach ([fn() => -$o, fn() => +$o, fn() => ~$o, function() use ($o) { $o++; return $o; }, function() use ($o) { $o--; return $o; }, fn() => (int)$o, fn() => (float)$o, fn() => $o % 2, fn() => $o << 1, fn() => intdiv($o, 1), fn() => $o ** 2, fn() => 1 - $o] as $i => $f) { try { var_dump($f()); } catch (Throwable $e) { echo "$i ", get_class($e), ": ", $e->getMessage(), "\n"; } }
