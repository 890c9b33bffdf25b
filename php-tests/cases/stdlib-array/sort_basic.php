<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = [3, "10", 1, "9", 2.5, "abc", true];
sort($a); var_dump($a);
$a = [3, 1, 2]; var_dump(rsort($a)); var_dump($a);
$a = ["b" => 2, "a" => 3, "c" => 1];
asort($a); var_dump($a);
arsort($a); var_dump($a);
ksort($a); var_dump($a);
krsort($a); var_dump($a);
