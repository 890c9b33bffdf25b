<?php
// A `?->` on null skips the rest of its chain: later fetches, calls and their arguments.
class Foo {
    public $p = null;
    public $self;
    public function __construct() { $this->self = $this; }
    public function null() { echo "Foo::null()\n"; return null; }
    public function me() { echo "Foo::me()\n"; return $this; }
}
function side($x) { echo "side($x)\n"; return $x; }

$n = null;
$f = new Foo;
var_dump($n?->a->b);
var_dump($n?->a->b->c());
var_dump($n?->a[side(1)]);
var_dump($n?->m(side(2))->x);
var_dump($f->null()?->x->y);
var_dump($f->null()?->m(side(3)));
var_dump($f?->me()->null()?->bar()->baz);
var_dump($f?->me()->p);
var_dump($f->self?->self->p);
var_dump((null)?->a->b);
var_dump($n?->a::$x);
var_dump($n?->a::m());
var_dump(isset($n?->a->b));
var_dump($n?->a->b ?? 'dflt');
// a chain inside an argument is its own chain
var_dump(side($n?->a->b) ?? 'x');
$n?->a->b();
$f?->me();
echo "done\n";
