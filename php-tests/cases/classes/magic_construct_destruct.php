<?php
class Res {
    public function __construct(public string $n) { echo "construct {$this->n}\n"; }
    public function __destruct() { echo "destruct {$this->n}\n"; }
}
function scope() { $r = new Res('local'); echo "in scope\n"; }
scope();
$a = new Res('a');
$a = null;
$b = new Res('b');
$c = $b;
unset($b);
echo "b still referenced\n";
$c = 'x';
new Res('temp');
echo "after temp\n";
$arr = [new Res('in-array')];
array_pop($arr);
echo "popped\n";
class ThrowCtor { public function __construct() { throw new Exception('ctor failed'); } public function __destruct() { echo "never\n"; } }
try { new ThrowCtor; } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class ExplicitDestruct { public function __destruct() { echo "destruct called\n"; } }
$e = new ExplicitDestruct;
$e->__destruct();
echo "explicit done\n";
$cyc1 = new Res('cyc1'); $cyc2 = new Res('cyc2');
$cyc1->o = $cyc2;
$g = new Res('global-end');
echo "end of script\n";
