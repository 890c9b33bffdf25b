<?php
// An automatic collector run (the root buffer full) that finds garbage with destructors
// calls them, then runs once more after all of them, and adjusts its threshold once.
class N { public $o; public $id; }
class D { public $o; function __construct(public $n) {} function __destruct() { echo "dtor {$this->n}\n"; } }
$last = 0;
for ($i = 0; $i < 25000; $i++) {
    $a = new N; $b = new N; $a->o = $b; $b->o = $a; $a->id = $i;
    if ($i % 5000 == 0) { $d = new D("d$i"); $e = new D("e$i"); $d->o = $e; $e->o = $d; unset($d, $e); }
    unset($a, $b);
    $s = gc_status();
    if ($s['runs'] != $last) { echo "i=$i runs={$s['runs']} collected={$s['collected']} roots={$s['roots']} threshold={$s['threshold']}\n"; $last = $s['runs']; }
}
var_dump(gc_collect_cycles());
$ids = []; for ($i = 0; $i < 4; $i++) { $ids[] = new N; } echo implode(",", array_map('spl_object_id', $ids)), "\n";
unset($ids);
// inside an automatic run's destructors the collector is running: gc_collect_cycles() is 0
class D2 { public $o; function __construct(public $n) {} function __destruct() { $s = gc_status(); echo "dtor {$this->n} roots={$s['roots']}\n"; if ($this->n == "x0") { echo "running ", var_export($s['running'], true), " ", gc_collect_cycles(), "\n"; } } }
for ($i = 0; $i < 30010; $i++) { $a = new N; $b = new N; $a->o = $b; $b->o = $a; if ($i == 5) { $d = new D2("x0"); $e = new D2("x1"); $d->o = $e; $e->o = $d; unset($d, $e); } unset($a, $b); }
$s = gc_status(); echo $s['runs'], " ", $s['collected'], " ", var_export($s['running'], true), "\n";
