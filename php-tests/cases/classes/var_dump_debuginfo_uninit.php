<?php
class A {
    public int $x;
    public ?string $s;
    private array $p;
    public $u;
    public function __debugInfo() { return ['dbg' => 1, 'nested' => new B]; }
}
class B { public int $x; protected float $f; public $plain = 1; }
class C extends B { private int $own = 3; public string $late; }
var_dump(new B);
print_r(new B); echo "\n";
var_dump(new A);
print_r(new A); echo "\n";
var_export(new B); echo "\n";
var_dump((array) new B);
$c = new C;
$c->late = "set";
$c->dyn = 1;
var_dump($c);
unset($c->plain);
var_dump($c);
var_dump([new B, 'k' => new A]);
