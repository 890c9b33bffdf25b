<?php
class D {
    public $o;
    function __construct(public string $name) {}
    function __destruct() { echo "dtor {$this->name}\n"; }
}
$d = new D('a'); $d->o = new stdClass; $d->o->d = $d; unset($d);
echo "before\n";
var_dump(gc_collect_cycles());
echo "after\n";
$x = new D('x'); $x->o = $x; $y = new D('y'); $y->o = $y; unset($x, $y);
var_dump(gc_collect_cycles());
// destructors run once
$z = new D('z'); $z->o = $z; unset($z);
var_dump(gc_collect_cycles());
var_dump(gc_collect_cycles());
// a destructor that resurrects its object
class R {
    public static $saved = [];
    public $self;
    function __destruct() { echo "R dtor\n"; self::$saved[] = $this; }
}
$r = new R; $r->self = $r; unset($r);
var_dump(gc_collect_cycles());
function check() { return count(R::$saved) . " " . var_export(R::$saved[0]->self === R::$saved[0], true); }
echo check(), "\n";
R::$saved = [];
var_dump(gc_collect_cycles());
// two objects with destructors that break their own cycle
class Foo { public $bar; function __destruct() { echo "Foo\n"; if ($this->bar !== null) { unset($this->bar); } echo "Foo end\n"; } }
class Bar { public $foo; function __destruct() { echo "Bar\n"; if ($this->foo !== null) { unset($this->foo); } } }
$foo = new Foo; $bar = new Bar; $foo->bar = $bar; $bar->foo = $foo; unset($foo, $bar);
var_dump(gc_collect_cycles());
// nested gc_collect_cycles() in a destructor returns 0
class N { public $self; function __destruct() { echo "N: "; var_dump(gc_collect_cycles()); } }
$n = new N; $n->self = $n; unset($n);
var_dump(gc_collect_cycles());
// a destructor that throws
class T { public $self; function __destruct() { throw new Exception("from dtor"); } }
$t = new T; $t->self = $t; unset($t);
try {
    gc_collect_cycles();
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "end\n";
