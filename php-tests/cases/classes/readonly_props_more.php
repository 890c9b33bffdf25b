<?php
function t(callable $f) { try { $r = $f(); echo "ok\n"; return $r; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
class Box {
    public readonly int $a;
    public readonly array $arr;
    public readonly object $obj;
    public public(set) readonly string $open;
    protected readonly int $prot;
    public function __construct() { $this->arr = [1, 2]; $this->obj = new stdClass; }
    public function initA($v) { $this->a = $v; }
    public function unsetA() { unset($this->a); }
    public function appendArr() { $this->arr[] = 3; }
    public function withA($v) { return clone($this, ['a' => $v]); }
    public function initProt($v) { $this->prot = $v; return $this->prot; }
}
class SubBox extends Box {
    public function childInitA($v) { $this->a = $v; }
    public function childInitProt($v) { $this->prot = $v; return $this->prot; }
}
$b = new SubBox;
t(fn() => $b->a = 1);
t(fn() => $b->childInitA(2));
var_dump($b->a);
t(fn() => $b->initA(3));
t(fn() => $b->arr[] = 3);
t(fn() => $b->appendArr());
t(fn() => $b->arr[0]++);
t(function () use ($b) { $b->obj->x = 1; $b->obj->y[] = 2; });
var_dump($b->obj);
t(fn() => $b->obj = new stdClass);
t(fn() => $b->open = "set from outside");
var_dump($b->open);
t(fn() => $b->open = "again");
t(fn() => $b->childInitProt(5));
t(fn() => $b->initProt(6));
$c = new SubBox;
t(fn() => $c->unsetA());
t(fn() => $c->initA(10));
t(fn() => $c->unsetA());
t(function () use ($c) { unset($c->arr); });
var_dump(isset($c->a), isset($c->open));
t(fn() => $c->open);
$d = t(fn() => $c->withA(20));
var_dump($d->a, $c->a);
t(fn() => clone($c, ['a' => 30]));
t(fn() => clone($c, ['open' => "cloned"]));
$e = clone($c, ['open' => "x"]);
var_dump($e->open);
t(fn() => $e->open = "y");

readonly class Money {
    public function __construct(public int $amount, public string $cur = "EUR") {}
    public function add(int $n): static { return clone($this, ['amount' => $this->amount + $n]); }
}
$m = new Money(5);
var_dump($m->add(10));
t(fn() => $m->amount = 1);
t(fn() => $m->extra = 1);
t(function () use ($m) { $r = &$m->amount; });
t(function () use ($m) { foreach ($m as &$v) {} });
var_dump((new ReflectionClass($m))->isReadOnly(), (new ReflectionProperty($m, 'cur'))->isProtectedSet());
t(fn() => new Money("abc"));
$r = new ReflectionProperty(Box::class, 'a');
$fresh = new Box;
t(fn() => $r->setValue($fresh, 99));
var_dump($fresh->a);
t(fn() => $r->setValue($fresh, 100));
