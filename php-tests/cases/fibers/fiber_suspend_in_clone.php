<?php
// Fiber::suspend() inside __clone: the clone waits, then finishes its copy
class P {
    public function __construct(public int $n, public array $log = []) {}
    public function __clone() {
        $r = Fiber::suspend("clone {$this->n}");
        $this->n = $this->n + 1;
        $this->log[] = $r;
    }
}
class Fails {
    public function __clone() { Fiber::suspend('fails'); throw new Exception('no clone'); }
    public function __destruct() { echo "destruct Fails#", spl_object_id($this), "\n"; }
}
function drive(Fiber $f) {
    $v = $f->start();
    $i = 0;
    while (!$f->isTerminated()) {
        echo "  [suspended: $v]\n";
        $v = $f->resume("r" . ++$i);
    }
    return $f->getReturn();
}
var_dump(drive(new Fiber(function () {
    $p = new P(1);
    $q = clone $p;
    $r = clone $q;
    return [$p, $q, $r];
})));
var_dump(drive(new Fiber(function () {
    try { $x = clone new Fails; } catch (Exception $e) { echo $e->getMessage(), "\n"; }
    $o = new stdClass;
    return spl_object_id($o);
})));
echo "done\n";
