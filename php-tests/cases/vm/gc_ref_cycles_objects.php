<?php
// Reference cycles through arrays that objects hold.
class Holder {
    public $arr = [];
    public $name;
    function __construct($name) { $this->name = $name; }
}
class Noisy {
    public $x = [];
    public $self;
    function __destruct() {
        echo "destruct, x has ", count($this->x), "\n";
        unset($this->x);
    }
}

$o = new Holder('a');
$o->arr[] = &$o->arr;
var_dump(gc_collect_cycles());
unset($o);
var_dump(gc_collect_cycles());

$o = new Holder('b');
$o->arr[] = &$o->arr;
$o->arr[] = $o;
var_dump(gc_collect_cycles());
unset($o);
var_dump(gc_collect_cycles());

$n = new Noisy;
$n->self = $n;
$n->x[] = &$n->x;
$n->x[] = $n;
var_dump(gc_collect_cycles());
unset($n);
var_dump(gc_collect_cycles());

// an array cycle made inside a destructor is collected by the outer run
class Inner {
    public $me;
    function __destruct() {
        $t = [];
        $t[] = &$t;
        unset($t);
        var_dump(gc_collect_cycles());
    }
}
$i = new Inner;
$i->me = $i;
unset($i);
var_dump(gc_collect_cycles());

// an ArrayObject holding itself
$ao = new ArrayObject();
$ao[0] = $ao;
unset($ao);
var_dump(gc_collect_cycles());

// a closure binding itself by reference
$fn = function () use (&$fn) { return 1; };
unset($fn);
var_dump(gc_collect_cycles());

// two objects whose destructors break the cycle between them
class Foo { public $bar; function __destruct() { if ($this->bar !== null) { unset($this->bar); } } }
class Bar { public $foo; function __destruct() { if ($this->foo !== null) { unset($this->foo); } } }
$foo = new Foo();
$bar = new Bar();
$foo->bar = $bar;
$bar->foo = $foo;
unset($foo, $bar);
var_dump(gc_collect_cycles());
