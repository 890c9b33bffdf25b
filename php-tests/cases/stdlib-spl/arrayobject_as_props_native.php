<?php
// ARRAY_AS_PROPS is ArrayObject's own property handling: a subclass's magic methods are
// not reached, an inaccessible property is the element, property_exists() sees elements
class UsesMagic extends ArrayObject {
    function __get($n) { echo "__get($n)\n"; return 1; }
    function __set($n, $v) { echo "__set($n)\n"; }
    function __isset($n) { echo "__isset($n)\n"; return true; }
    function __unset($n) { echo "__unset($n)\n"; }
}
$ao = new UsesMagic(['a' => 1], ArrayObject::ARRAY_AS_PROPS);
var_dump($ao->a);
var_dump($ao->missing);
$ao->b = 2;
var_dump(isset($ao->b), isset($ao->c), empty($ao->a));
unset($ao->a);
var_dump($ao->getArrayCopy());
$ao->setFlags(0);
var_dump($ao->zz);
$ao->zz = 3;
var_dump(isset($ao->q));
unset($ao->q);
var_dump(method_exists('ArrayObject', '__get'), method_exists('ArrayIterator', '__set'));

class C extends ArrayObject {
    private $x = 'secret';
    public $pub = 'declared';
    static function go($c) { var_dump($c->x); }
}
$c = new C(['x' => 'element', 'pub' => 'elem-pub'], ArrayObject::ARRAY_AS_PROPS);
C::go($c);
var_dump($c->x, $c->pub);
$c->x = 'written';
var_dump($c->getArrayCopy());
var_dump(property_exists($c, 'x'), property_exists($c, 'nope'));
unset($c->pub);
var_dump($c->pub);

// nested writes and increments go to the element
$ao = new ArrayObject([], ArrayObject::ARRAY_AS_PROPS);
$ao->list[] = 1;
$ao->list[] = 2;
$ao->n = 5;
$ao->n++;
$ao->n .= '!';
$ao->m ??= 'def';
var_dump($ao->getArrayCopy());

// an overriding offsetGet answers
class O extends ArrayObject {
    function offsetGet($k): mixed { echo "offsetGet($k)\n"; return parent::offsetGet($k); }
    function offsetSet($k, $v): void { echo "offsetSet($k)\n"; parent::offsetSet($k, $v); }
    function offsetExists($k): bool { echo "offsetExists($k)\n"; return parent::offsetExists($k); }
}
$o = new O(['k' => 'v'], ArrayObject::ARRAY_AS_PROPS);
var_dump($o->k);
$o->w = 1;
var_dump(isset($o->k), property_exists($o, 'k'));

// ArrayIterator too
$it = new ArrayIterator(['p' => 1], ArrayIterator::ARRAY_AS_PROPS);
var_dump($it->p, isset($it->p));
$it->q = 2;
var_dump(iterator_to_array($it));

// an exception in an overriding offsetGet: the trace starts at it
class T extends ArrayObject {
    function offsetGet($k): mixed { throw new Exception("no $k"); }
}
$t = new T([], ArrayObject::ARRAY_AS_PROPS);
try {
    $t->boom;
} catch (Exception $e) {
    echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}

// an ArrayObject wrapping itself walks its public properties
#[AllowDynamicProperties]
class Self_ extends ArrayObject {
    public $pub = 1;
    protected $pro = 2;
    private $pri = 3;
}
$s = new Self_();
$s->dyn = 4;
$s->exchangeArray($s);
foreach ($s as $k => $v) {
    echo "$k => $v\n";
}
$s->setFlags(ArrayObject::ARRAY_AS_PROPS);
var_dump(isset($s->nothere), $s->pub);
// a reference bound to a property binds the element
$b = new ArrayObject([], ArrayObject::ARRAY_AS_PROPS);
$y = 1;
$b->x = &$y;
$y = 2;
var_dump($b['x'], $b->getArrayCopy());
