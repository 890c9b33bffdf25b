<?php
// [...$x] with Traversables (Iterator, IteratorAggregate, generators) and its errors
foreach ([5, null, "s", 1.5, new stdClass] as $x) {
    try { var_dump([...$x]); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
function g() { yield 1; yield 'k' => 2; yield 3.5 => 3; }
try { var_dump([0, ...g(), 9]); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function h() { yield 'a' => 1; yield 2; yield 'a' => 3; }
var_dump([...h(), ...new ArrayIterator(['x' => 1, 5 => 2]), ...new ArrayObject([7])]);
class Agg implements IteratorAggregate {
    function getIterator(): Iterator { echo "getIterator\n"; return new ArrayIterator([10, 'b' => 20]); }
}
var_dump([1, ...new Agg, 2]);
function inner() { yield 1; yield 2; return 3; }
function outer() { $r = yield from inner(); yield $r; }
var_dump([...outer()]);
$gen = (function () { yield 'x'; yield 'y'; })();
var_dump([...$gen]);
try { var_dump([...$gen]); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function thrower() { yield 1; throw new RuntimeException("in generator"); }
try { var_dump([...thrower()]); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
