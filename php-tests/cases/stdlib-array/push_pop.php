<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = [1, 2];
var_dump(array_push($a, 3, 4), $a);
var_dump(array_pop($a), $a);
$a[] = "n"; var_dump($a);
$b = [5 => "a", 9 => "b"];
var_dump(array_pop($b)); $b[] = "c"; var_dump($b);
$c = ["x" => 1];
var_dump(array_pop($c), $c);
$e = [];
var_dump(array_pop($e), array_push($e), $e);
$s = "x";
try { array_push($s, 1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "
"; }
try { array_pop($s); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "
"; }
