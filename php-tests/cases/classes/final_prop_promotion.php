<?php
// PHP 8.5 final property promotion and 8.4 final properties
class A {
    final public int $plain = 1;
    public private(set) int $ps = 2;
    public function __construct(final public int $x = 1, final protected ?string $s = null, public $y = 0) {}
}
class B extends A {}
$b = new B(5, 'z');
var_dump($b);
foreach (['plain', 'ps', 'x', 's', 'y'] as $p) {
    $r = new ReflectionProperty('A', $p);
    echo $p, ": ", var_export($r->isFinal(), true), " ", $r->getModifiers(), " ",
        implode(' ', Reflection::getModifierNames($r->getModifiers())), " promoted=",
        var_export($r->isPromoted(), true), "\n";
}
class C { public function __construct(final $v = 3) {} }
var_dump(new C);
var_dump((new ReflectionProperty('C', 'v'))->isFinal());
