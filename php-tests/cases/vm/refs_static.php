<?php
function counter() { static $n = 0; $n++; return $n; }
echo counter(), counter(), counter(), "\n";
function multi() { static $a = 1, $b = [1]; $a *= 2; $b[] = $a; return count($b) . ":" . $a; }
echo multi(), " ", multi(), "\n";
$f = function() { static $calls = 0; return ++$calls; };
echo $f(), $f(), "\n";
