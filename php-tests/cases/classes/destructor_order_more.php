<?php
class D {
    public $other;
    public function __construct(public string $n) { echo "ctor {$this->n}\n"; }
    public function __destruct() { echo "dtor {$this->n}\n"; }
}
class Thrower { public function __destruct() { echo "Thrower dtor\n"; throw new RuntimeException("from dtor"); } }
class Holder { public static $kept; public static $list = []; }
register_shutdown_function(function () { echo "shutdown fn 1\n"; });
register_shutdown_function(function () { echo "shutdown fn 2\n"; });

echo "-- reassignment\n";
$a = new D("a1");
$a = new D("a2");
echo "after reassign\n";
$a = "scalar";
echo "-- unset in loop\n";
$objs = [];
for ($i = 0; $i < 3; $i++) { $objs[$i] = new D("loop$i"); }
foreach ([2, 0, 1] as $k) { unset($objs[$k]); echo "unset $k\n"; }
echo "-- array freed\n";
$arr = [new D("arr0"), new D("arr1"), 'k' => new D("arrk")];
$arr = null;
echo "-- array_pop / array_shift\n";
$stack = [new D("s0"), new D("s1")];
array_pop($stack);
echo "popped\n";
array_shift($stack);
echo "shifted\n";
echo "-- exception in destructor\n";
try { $t = new Thrower; unset($t); echo "not reached\n"; } catch (RuntimeException $e) { echo "caught ", $e->getMessage(), "\n"; }
try { (function () { $t = new Thrower; })(); } catch (RuntimeException $e) { echo "caught2 ", $e->getMessage(), "\n"; }
echo "-- cycles\n";
$x = new D("cycA"); $y = new D("cycB");
$x->other = $y; $y->other = $x;
unset($x, $y);
echo "before gc\n";
var_dump(gc_collect_cycles());
echo "after gc\n";
$self = new D("self"); $self->other = $self;
$self = null;
var_dump(gc_collect_cycles());
var_dump(gc_collect_cycles());
echo "-- statics\n";
Holder::$kept = new D("static-kept");
Holder::$list[] = new D("static-list0");
Holder::$list[] = new D("static-list1");
$g1 = new D("global1");
$g2 = new D("global2");
function inner() { static $s; $s = new D("fn-static"); }
inner();
echo "exiting\n";
exit(0);
echo "never\n";
