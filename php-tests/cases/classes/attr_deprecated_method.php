<?php
class Base {
    #[\Deprecated("use newer()")]
    public function older() { return static::class; }
    #[\Deprecated(since: "1.5")]
    protected function prot() { return "prot"; }
    public function callProt() { return $this->prot(); }
    #[\Deprecated("gone soon", since: "2.0")]
    public static function make() { return new static; }
}
class Child extends Base {
    public function older() { return "overridden (not deprecated)"; }
}
class Child2 extends Base {}
trait T {
    #[\Deprecated("trait method")]
    public function fromTrait() { return "t"; }
}
class UsesT { use T; }
interface I {
    #[\Deprecated]
    public function im();
}
class ImplI implements I {
    public function im() { return "im"; }
}

$b = new Base;
var_dump($b->older());
var_dump($b->callProt());
var_dump(Base::make() instanceof Base);
var_dump((new Child)->older());
var_dump((new Child2)->older());
var_dump(Child2::make() instanceof Child2);
var_dump((new UsesT)->fromTrait());
var_dump((new ImplI)->im());
$m = new ReflectionMethod('Base', 'older');
var_dump($m->isDeprecated());
var_dump((new ReflectionMethod('Child', 'older'))->isDeprecated());
var_dump($m->getAttributes()[0]->getArguments());
var_dump($m->invoke($b));
$cl = Closure::fromCallable([$b, 'older']);
var_dump($cl());
