<?php
// Fiber::suspend() inside Iterator methods run by array spread, argument unpacking and
// `yield from`, and inside offsetGet run by list() destructuring
class It implements Iterator {
    private $i = 0;
    function current(): mixed { return Fiber::suspend("current {$this->i}"); }
    function key(): mixed { return $this->i; }
    function next(): void { $this->i++; }
    function rewind(): void { $this->i = 0; }
    function valid(): bool { return $this->i < 2; }
}
class AA implements ArrayAccess {
    function offsetGet($o): mixed { return Fiber::suspend("get $o"); }
    function offsetSet($o, $v): void {}
    function offsetExists($o): bool { return true; }
    function offsetUnset($o): void {}
}
function g() { yield from new It; }
$tests = [
  'spread' => fn() => [...new It],
  'unpack args' => fn() => max(...new It),
  'yield from' => function() { $r = []; foreach (g() as $v) $r[] = $v; return $r; },
  'iterator_to_array' => fn() => iterator_to_array(new It),
  'list' => function() { [$a, $b] = new AA; return [$a, $b]; },
  'list keyed' => function() { ['x' => $a] = new AA; return $a; },
];
foreach ($tests as $name => $t) {
    try {
        $f = new Fiber($t);
        $v = $f->start();
        $n = 0;
        while (!$f->isTerminated() && $n++ < 20) { echo "  suspended: ", var_export($v, true), "\n"; $v = $f->resume("R$n"); }
        echo "$name: "; var_export($f->getReturn()); echo "\n";
    } catch (Throwable $e) { echo "$name: EXC ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
