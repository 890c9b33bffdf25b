<?php
// `$this->m(...)` calls of methods the class itself declares: overrides, private
// methods seen from their class, static methods, defaults in overrides, warnings,
// NoDiscard, generators, traces, nested classes and closures.
class Base {
    public function run($n) {
        $s = 0;
        for ($i = 0; $i < $n; $i++) {
            $s += $this->step($i) + $this->priv($i) + $this->stat($i);
        }
        return $s;
    }
    public function step($i) { return $i; }
    private function priv($i) { return 100; }
    public static function stat($i) { return 1000; }
    public function undef() { return $this->step($nothing); }
    public function gen() { foreach ($this->items(3) as $v) { echo "item $v\n"; } }
    public function items($n) { for ($i = 0; $i < $n; $i++) { yield $i; } }
    public function &refret($v) { static $keep; $keep = $v; return $keep; }
    public function useRef() { $r = &$this->refret(5); return $r; }
    public function trace($x) { return $this->where($x); }
    public function where($x) { return (new Exception("w"))->getTraceAsString(); }
    public function boom($m) { throw new LogicException($m); }
    public function callBoom() { try { $this->boom("bad"); } catch (LogicException $e) { return $e->getMessage() . "@" . $e->getLine(); } }
    #[\NoDiscard]
    public function important() { return 1; }
    public function discard() { $this->important(); (void) $this->important(); return "d"; }
    public function nested() {
        $o = new class { public function m() { return "anon"; } public function go() { return $this->m(); } };
        $f = function () { return $this->step(7); };
        return $o->go() . " " . $f();
    }
    public function typed(int $x) { return $x * 3; }
    public function callTyped($v) { return $this->typed($v); }
    public function missing() { return $this->absent(1); }
    public function __call($name, $args) { return "__call $name(" . implode(",", $args) . ")"; }
}
class Child extends Base {
    public function step($i, $extra = 10) { return $i * 2 + $extra; }
    public function priv($i) { return -1; }
}
trait T { public function t1() { return $this->t2(4); } public function t2($x) { return "t2 $x"; } }
class UsesT { use T; public function t2($x) { return "own t2 $x"; } }
enum Suit: string {
    case Hearts = 'H';
    public function label() { return $this->upper($this->value); }
    public function upper($s) { return strtolower($s) . "!"; }
}

$b = new Base;
echo $b->run(5), "\n";
$c = new Child;
echo $c->run(5), "\n";
echo $b->undef(), "\n";
$b->gen();
echo $b->useRef(), "\n";
echo $b->trace(1), "\n";
echo $b->callBoom(), "\n";
echo $b->discard(), "\n";
echo $b->nested(), "\n";
echo $b->callTyped("4"), "\n";
try { $b->callTyped("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
echo $b->missing(), "\n";
echo (new UsesT)->t1(), "\n";
echo Suit::Hearts->label(), "\n";
set_error_handler(function ($no, $str) { throw new ErrorException($str); });
try { $b->undef(); } catch (ErrorException $e) { echo "caught: ", $e->getMessage(), "\n"; }
