<?php
class R {
    public readonly int $x;
    public function __construct(public readonly array $arr = [1]) { $this->x = 1; }
    public function setX($v) { $this->x = $v; }
    public function unsetX() { unset($this->x); }
}
$r = new R;
var_dump($r);
foreach ([
    fn() => $r->x = 2,
    fn() => $r->setX(3),
    fn() => $r->x++,
    fn() => $r->x += 5,
    fn() => $r->arr[] = 2,
    fn() => $r->arr[0] = 9,
    function () use ($r) { $ref = &$r->x; },
    function () use ($r) { unset($r->x); },
    fn() => $r->unsetX(),
    function () use ($r) { foreach ($r as $k => &$v) {} },
] as $i => $f) {
    try { $f(); echo "$i ok\n"; } catch (Error $e) { echo "$i ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
var_dump($r->x, $r->arr);
class Late {
    public readonly int $v;
    public function init($v) { $this->v = $v; }
}
$l = new Late;
try { $l->v = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$l->init(7);
var_dump($l->v);
try { $l->init(8); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$l2 = new Late;
try { echo $l2->v; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(isset($l2->v));
class Child extends Late { public function set2($v) { $this->v = $v; } }
$c = new Child;
$c->set2(3);
var_dump($c->v);
