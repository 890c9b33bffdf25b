<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$data = [[1, 2], [3]];
array_walk($data, function (&$row, $i) { $row[] = $i; });
var_dump($data);
