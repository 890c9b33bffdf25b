<?php
// a redeclared property keeps its parent's type exactly
interface X {}
interface Y {}
class Z implements X, Y {}
class A {
    public int $i = 0;
    public ?int $n = null;
    public int|string $u = 0;
    public X&Y $xy;
    public self $me;
    public mixed $m;
    public $untyped;
    protected static int $s = 1;
}
class B extends A {
    public int $i = 1;
    public int|null $n = null;
    public string|int $u = 'a';
    public Y&X $xy;
    public A $me;
    public mixed $m;
    public $untyped = 2;
    protected static int $s = 2;
}
$b = new B;
var_dump($b->i, $b->n, $b->u, $b->untyped);
class_alias('A', 'AliasA');
class C extends A {
    public AliasA $me;
}
echo "C linked\n";
class D extends A {
    public int $untyped;
}
echo "not reached\n";
