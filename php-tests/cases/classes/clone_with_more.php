<?php
// PHP 8.5 clone with: clone($obj, [...]) and the clone() function
function show(Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

final class Point {
    public function __construct(public readonly int $x = 0, public readonly int $y = 0) {}
    public function withX(int $x): static { return clone($this, ['x' => $x]); }
    public function withBoth(int $x, int $y): static { return clone($this, ['x' => $x, 'y' => $y]); }
    public function withTwice(): static { return clone($this, ['x' => 1, 'y' => 2, 'x' => 3]); }
}
$p = new Point(1, 2);
$q = $p->withX(10);
echo $p->x, " ", $p->y, " / ", $q->x, " ", $q->y, "\n";
$r = $q->withBoth(5, 6);
echo $r->x, " ", $r->y, "\n";
echo $p->withTwice()->x, "\n";
try { clone($p, ['x' => 3]); } catch (Error $e) { show($e); }
try { $q->x = 4; } catch (Error $e) { show($e); }

class Base {
    public $pub = 1;
    protected $prot = 2;
    private $priv = 3;
    public int $typed = 0;
    public ?string $ns = null;
    public function __clone() { echo "__clone ", static::class, "\n"; }
    public function inner(array $w) { return clone($this, $w); }
    public function dump() { return [$this->pub, $this->prot, $this->priv, $this->typed, $this->ns]; }
}
class Child extends Base {}
$b = new Base;
echo json_encode((clone($b, ['pub' => 'x']))->dump()), "\n";
echo json_encode($b->inner(['prot' => 'p', 'priv' => 'q'])->dump()), "\n";
try { clone($b, ['prot' => 1]); } catch (Error $e) { show($e); }
try { clone($b, ['priv' => 1]); } catch (Error $e) { show($e); }
echo json_encode((clone($b, ['typed' => "42", 'ns' => 7]))->dump()), "\n";
try { clone($b, ['typed' => "abc"]); } catch (TypeError $e) { show($e); }
try { clone($b, ['typed' => null]); } catch (TypeError $e) { show($e); }
$c = new Child;
echo json_encode($c->inner(['prot' => 'c'])->dump()), "\n";
try { $c->inner(['priv' => 'c']); } catch (Error $e) { show($e); }

// dynamic properties, integer keys, stdClass
$o = new stdClass;
$o->a = 1;
$o2 = clone($o, ['a' => 2, 'b' => 3, 7 => 'seven']);
var_dump((array) $o2, (array) $o);
$d = clone($b, ['extra' => 1]);
var_dump(isset($d->extra));

// references
$v = 1;
$withRef = ['pub' => &$v];
try { clone($b, $withRef); } catch (Error $e) { show($e); }
unset($v);
echo (clone($b, $withRef))->pub, "\n";

// argument errors
try { clone(1); } catch (TypeError $e) { show($e); }
try { clone(1, []); } catch (TypeError $e) { show($e); }
try { clone($b, 5); } catch (TypeError $e) { show($e); }
try { clone($b, "x"); } catch (TypeError $e) { show($e); }
echo (clone($b, withProperties: ['pub' => 'named']))->pub, "\n";
echo (clone(...[$b, ['pub' => 'spread']]))->pub, "\n";
echo (clone(object: $b))->pub, "\n";

// uncloneable objects
enum E { case A; }
try { clone(E::A); } catch (Error $e) { show($e); }
try { clone(E::A, []); } catch (Error $e) { show($e); }
try { clone(E::A, ['x' => 1]); } catch (Error $e) { show($e); }

// private __clone
class PrivClone {
    public $v = 0;
    private function __clone() {}
    public static function make(int $v) { return clone(new PrivClone, ['v' => $v]); }
}
try { clone(new PrivClone); } catch (Error $e) { show($e); }
try { clone(new PrivClone, ['v' => 1]); } catch (Error $e) { show($e); }
echo PrivClone::make(9)->v, "\n";

// readonly: __clone may set each readonly property once; clone with applies after it
class Ro {
    public function __construct(public readonly array $a, public readonly int $n = 0) {}
    public function __clone() {
        echo "in __clone\n";
        $this->a = ['from clone'];
        try { $this->a = ['twice']; } catch (Error $e) { show($e); }
    }
    public function with(array $w) { return clone($this, $w); }
}
$ro = new Ro([1]);
var_dump((clone $ro)->a);
var_dump($ro->with(['a' => ['with']])->a);
try { $ro->with(['n' => 1, 'n2' => 1]); } catch (Error $e) { show($e); }
$ro2 = clone $ro;
try { $ro2->a = []; } catch (Error $e) { show($e); }
try { (function () { $this->a = []; })->call($ro2); } catch (Error $e) { show($e); }

// hooks and __set
class Hooked {
    public int $x = 0 {
        set(int $v) { echo "set hook $v\n"; $this->x = $v * 2; }
    }
    public $m = 1;
    public function __set($n, $v) { echo "__set $n\n"; }
}
$h = new Hooked;
var_dump((clone($h, ["x" => "5"]))->x);
unset($h->m);
$h2 = clone($h, ['m' => 3, 'dyn' => 4]);
var_dump(isset($h2->m));

// first-class callable and callbacks
$f = clone(...);
var_dump($f instanceof Closure);
echo $f($b, ['pub' => 'fcc'])->pub, "\n";
$list = array_map('clone', [$o, $o]);
var_dump($list[0] == $o, $list[0] === $o);
echo call_user_func('clone', $b, ['pub' => 'cuf'])->pub, "\n";
var_dump(function_exists('clone'), is_callable('clone'));
try { $f(); } catch (ArgumentCountError $e) { show($e); }
try { $f($b, [], 1); } catch (ArgumentCountError $e) { show($e); }
