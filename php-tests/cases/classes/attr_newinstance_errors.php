<?php
function attempt(ReflectionAttribute $a) {
    try {
        print_r($a->newInstance());
        echo "\n";
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
#[Attribute("oops")]
class BadFlagsType {}
#[Attribute(1024)]
class BadFlagsValue {}
#[Attribute]
class PrivCtor { private function __construct() {} }
#[Attribute]
class NoCtor {}
#[Attribute]
class Typed { public function __construct(public int $n) {} }
#[Attribute]
class Throws { public function __construct() { throw new DomainException("ctor threw"); } }

#[BadFlagsType] class T1 {}
#[BadFlagsValue] class T2 {}
#[PrivCtor] class T3 {}
#[NoCtor(1)] class T4 {}
#[NoCtor] class T5 {}
#[Typed(7)] class T6 {}
#[Typed(n: 8)] class T7 {}
#[Typed(n: 5)] class T8 {}
#[Typed(m: 5)] class T9 {}
#[NoCtor()] class T10 {}
#[Throws] class T11 {}
#[Typed(1, 2)] class T12 {}
foreach (range(1, 12) as $i) {
    echo "T$i: ";
    attempt((new ReflectionClass("T$i"))->getAttributes()[0]);
}
