<?php
mt_srand(42);
$a = ['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4, 'e' => 5, 'f' => 6];
var_dump(array_rand($a));
var_dump(array_rand($a, 2));
var_dump(array_rand($a, 5));
var_dump(array_rand($a, 6));
var_dump(array_rand(range(10, 30), 3));
var_dump(array_rand([7 => 'x']));
try { array_rand([]); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { array_rand($a, 0); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { array_rand($a, 7); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
