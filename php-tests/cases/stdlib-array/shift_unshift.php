<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = [5 => "a", "k" => "b", 9 => "c"];
var_dump(array_shift($a), $a);
$a[] = "d"; var_dump($a);
var_dump(array_unshift($a, "x", "y"), $a);
$e = [];
var_dump(array_shift($e), $e);
var_dump(array_unshift($e), $e);
$s = 1;
try { array_shift($s); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "
"; }
try { array_unshift($s, 1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "
"; }
