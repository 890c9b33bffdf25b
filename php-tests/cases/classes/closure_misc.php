<?php
$x = 1;
$byVal = function () use ($x) { return $x; };
$byRef = function () use (&$x) { return ++$x; };
$x = 10;
var_dump($byVal(), $byRef(), $x);
$arrow = fn($y) => $x + $y;
$x = 100;
var_dump($arrow(1));
$nested = fn($a) => fn($b) => $a + $b + $x;
var_dump($nested(1)(2));
$counter = function () { static $n = 0; return ++$n; };
var_dump($counter(), $counter(), $counter());
$c2 = clone $counter;
var_dump($c2());
$rec = function ($n) use (&$rec) { return $n <= 1 ? 1 : $n * $rec($n - 1); };
var_dump($rec(5));
$typed = function (int ...$nums): int { return array_sum($nums); };
var_dump($typed(1, 2, 3));
var_dump((new ReflectionFunction($typed))->isVariadic(), (new ReflectionFunction($arrow))->getNumberOfParameters());
try { $byVal->nope; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $byVal->x = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new Closure; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { serialize($byVal); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(Closure::fromCallable('strlen'));
$gen = function () { yield 1; yield 2; };
var_dump(iterator_to_array($gen()));
var_dump($byVal->__invoke(), call_user_func($byRef));
