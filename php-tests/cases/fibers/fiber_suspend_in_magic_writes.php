<?php
// Fiber::suspend() inside __get reached by a write: a nested property write, a compound
// assignment, ++, an append to an overloaded property, and &__get handing out its cell
class Inner { public $b = 0; public $arr = []; }
class M {
    private $store = [];
    private $inner;
    function __construct() { $this->inner = new Inner; }
    function __get($n) { $r = Fiber::suspend("get $n"); return $n === 'a' ? $this->inner : ($this->store[$n] ?? 0); }
    function __set($n, $v) { Fiber::suspend("set $n"); $this->store[$n] = $v; }
    function __isset($n) { Fiber::suspend("isset $n"); return true; }
}
class R {
    private $data = ['list' => []];
    function &__get($n) { Fiber::suspend("refget $n"); return $this->data[$n]; }
}
$tests = [
 'nested write' => function() { $m = new M; $m->a->b = 5; return $m->a->b; },
 'compound' => function() { $m = new M; $m->x .= 'abc'; return $m->x; },
 'incdec' => function() { $m = new M; $m->n++; ++$m->n; return $m->n; },
 'isset nested' => function() { $m = new M; return isset($m->a->b); },
 'dim on magic' => function() { $m = new M; return $m->a->arr; },
 'append magic' => function() { $m = new M; $m->q[] = 1; return 1; },
 'refget append' => function() { $r = new R; $r->list[] = 1; $r->list[] = 2; return $r->list; },
 'nested obj dim' => function() { $m = new M; $m->a->arr['k'] = 1; return $m->a->arr; },
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
