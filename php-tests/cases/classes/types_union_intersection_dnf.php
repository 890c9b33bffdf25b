<?php
interface A {} interface B {} interface C {}
class AB implements A, B {} class OnlyA implements A {} class OnlyC implements C {}
function inter(A&B $x) { return get_class($x); }
function dnf((A&B)|C|null $x) { return $x === null ? 'null' : get_class($x); }
function uni(int|string|AB $x) { return get_debug_type($x); }
function ret(): (A&B)|int { return new OnlyA; }
foreach ([fn() => inter(new AB), fn() => inter(new OnlyA), fn() => inter(null), fn() => dnf(new AB), fn() => dnf(new OnlyC), fn() => dnf(null), fn() => dnf(new OnlyA), fn() => dnf(5),
    fn() => uni(1), fn() => uni('s'), fn() => uni(1.5), fn() => uni(true), fn() => uni(new AB), fn() => uni(new OnlyA), fn() => uni([]), fn() => ret()] as $i => $f) {
    try { var_dump($f()); } catch (TypeError $e) { echo "$i ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
foreach (['inter', 'dnf', 'uni', 'ret'] as $fn) {
    $r = new ReflectionFunction($fn);
    echo $fn, ": ", $r->getNumberOfParameters() ? $r->getParameters()[0]->getType() : $r->getReturnType(), "\n";
}
