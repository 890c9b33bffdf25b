<?php
// php 8.3+ names a bool by its value ("true given", "false returned") in type errors.
declare(strict_types=1);
class T { public int $p; public ?int $q = null; }
function f(int $x): int { return $x; }
try { f(true); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function g(): int { return false; }
try { g(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { strlen(true); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { str_repeat("a", false); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $t = new T; $t->p = true; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { count(true); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
foreach (true as $x) {}
try { $tt = true; [...$tt]; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { clone true; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { WeakReference::create(false); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { array_merge([], true); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { array_diff([], true); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { array_map(null, [], true); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$t = new T; $t->q = 1; $r = &$t->q;
try { $r = []; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $gen = (function () { yield 1; })(); $gen->throw(true); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { array_udiff([], true, 'strcmp'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { array_combine([], false); } catch (Error $e) { echo $e->getMessage(), "\n"; }
