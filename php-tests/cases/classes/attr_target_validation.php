<?php
#[Attribute(Attribute::TARGET_CLASS)]
class OnClass {}
#[Attribute(Attribute::TARGET_FUNCTION)]
class OnFunction {}
#[Attribute(Attribute::TARGET_METHOD | Attribute::TARGET_PROPERTY)]
class OnMember {}
#[Attribute(Attribute::TARGET_PARAMETER | Attribute::TARGET_CLASS_CONSTANT)]
class OnParamConst {}
class NotAnAttribute {}

#[OnFunction, NotAnAttribute, Missing]
class Subject {
    #[OnClass] const K = 1;
    #[OnClass] public $p;
    #[OnFunction] public function m(#[OnMember] $x) {}
}
#[OnMember]
function fn1(#[OnClass] $y) {}
enum E { #[OnFunction] case A; }
$fn = #[OnClass] fn() => 1;

function attempt(ReflectionAttribute $a) {
    try {
        $o = $a->newInstance();
        echo "ok ", get_class($o), "\n";
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$rc = new ReflectionClass('Subject');
foreach ($rc->getAttributes() as $a) attempt($a);
attempt($rc->getReflectionConstant('K')->getAttributes()[0]);
attempt($rc->getProperty('p')->getAttributes()[0]);
attempt($rc->getMethod('m')->getAttributes()[0]);
attempt($rc->getMethod('m')->getParameters()[0]->getAttributes()[0]);
attempt((new ReflectionFunction('fn1'))->getAttributes()[0]);
attempt((new ReflectionFunction('fn1'))->getParameters()[0]->getAttributes()[0]);
attempt((new ReflectionEnumUnitCase('E', 'A'))->getAttributes()[0]);
attempt((new ReflectionFunction($fn))->getAttributes()[0]);
#[Attribute(Attribute::TARGET_ALL)]
class Everywhere {}
#[Everywhere] function fn2(#[Everywhere] $z) {}
attempt((new ReflectionFunction('fn2'))->getAttributes()[0]);
attempt((new ReflectionFunction('fn2'))->getParameters()[0]->getAttributes()[0]);
