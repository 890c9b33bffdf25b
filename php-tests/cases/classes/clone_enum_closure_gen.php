<?php
enum E { case A; }
try { $x = clone E::A; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$gen = (function () { yield 1; })();
try { $x = clone $gen; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$cl = function () { return 1; };
$c2 = clone $cl;
var_dump($c2(), $c2 === $cl);
$ex = new Exception('m');
try { $x = clone $ex; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$wr = WeakReference::create($ex);
try { $x = clone $wr; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$ao = new ArrayObject([1, 2]);
$ao2 = clone $ao;
$ao2[] = 3;
var_dump(count($ao), count($ao2));
$dt = new DateTime('2020-01-01 00:00:00 UTC');
$dt2 = clone $dt;
$dt2->modify('+1 day');
var_dump($dt->format('Y-m-d'), $dt2->format('Y-m-d'));
