<?php
function o(object $o): object { return $o; }
function it(iterable $i): iterable { return $i; }
function m(mixed $m): mixed { return $m; }
function n(?object $o = null) { return $o; }
function cb(callable $c) { return $c(); }
foreach ([fn() => o(new stdClass), fn() => o([]), fn() => o('stdClass'), fn() => it([1]), fn() => it(new ArrayIterator([])), fn() => it((function () { yield 1; })()), fn() => it(new stdClass), fn() => it('abc'),
    fn() => m(null), fn() => n(), fn() => n(1), fn() => cb(fn() => 'called'), fn() => cb('nope_fn'), fn() => cb([new stdClass, 'x']), fn() => cb('strlen')] as $i => $f) {
    try { $r = $f(); echo "$i ", get_debug_type($r), "\n"; } catch (Throwable $e) { echo "$i ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
function retObj(): object { return 5; }
try { retObj(); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function retIt(): iterable { return 'x'; }
try { retIt(); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function retVoid(): void { return; }
var_dump(retVoid());
function retNever(): never { throw new Exception('never returns'); }
try { retNever(); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function badNever(): never { }
try { badNever(); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function retNull(): null { return null; }
var_dump(retNull());
function retFalse(): false|int { return false; }
var_dump(retFalse());
function retTrue(): true { return 1; }
try { retTrue(); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
