<?php
// getDocComment() of functions, methods, classes, enums, traits, properties (promoted too),
// constants and enum cases: php's doc comment rules (the first item of a list, the latest
// comment before the name, false without one).
/**
 * A function.
 */
function f() {}
/** Class doc */
#[Attribute]
final class A {
    /** const doc */
    const X = 1, Y = 2;
    /** prop doc */
    public $p, /** q doc */ $q;
    /** static doc */
    public static int $s = 0;
    /**
     * method doc
     */
    public function m() {}
    public function n() {}
    public function __construct(/** promoted */ public int $pp = 0) {}
}
/** enum doc */
enum E { /** case doc */ case C; case D; }
/** trait doc */
trait T { /** tp */ public $tp; /** tm */ function tm() {} }
class U { use T; }
interface I { /** im */ function im(); }
$c = function () {};
var_dump((new ReflectionFunction('f'))->getDocComment());
$r = new ReflectionClass('A');
var_dump($r->getDocComment());
var_dump($r->getReflectionConstant('X')->getDocComment(), $r->getReflectionConstant('Y')->getDocComment());
var_dump($r->getProperty('p')->getDocComment(), $r->getProperty('q')->getDocComment());
var_dump($r->getProperty('s')->getDocComment(), $r->getProperty('pp')->getDocComment());
var_dump($r->getMethod('m')->getDocComment(), $r->getMethod('n')->getDocComment());
var_dump((new ReflectionClass('E'))->getDocComment(), (new ReflectionEnumUnitCase('E', 'C'))->getDocComment(), (new ReflectionEnumUnitCase('E', 'D'))->getDocComment());
var_dump((new ReflectionClass('U'))->getProperty('tp')->getDocComment(), (new ReflectionMethod('U', 'tm'))->getDocComment());
var_dump((new ReflectionMethod('I', 'im'))->getDocComment(), (new ReflectionClass('T'))->getDocComment());
var_dump((new ReflectionClass('ArrayObject'))->getDocComment(), (new ReflectionFunction('strlen'))->getDocComment());
var_dump((new ReflectionObject(new class { /** anon */ public $x; }))->getProperty('x')->getDocComment());
class K {
    /** d */
    public $a, $b;
    const X = 1, /** y */ Y = 2;
    /** first */
    const P = 1, Q = 2;
    /** one */ /** two */ public $c;
    #[Deprecated] /** after attr */ public function f() {}
    /** before attr */ #[Deprecated] public function g() {}
}
$r = new ReflectionClass('K');
foreach (['a', 'b', 'c'] as $p) var_dump($r->getProperty($p)->getDocComment());
foreach (['X', 'Y', 'P', 'Q'] as $k) var_dump($r->getReflectionConstant($k)->getDocComment());
var_dump($r->getMethod('f')->getDocComment(), $r->getMethod('g')->getDocComment());
#[SomeAttr] /** fn after attr */ function g2() {}
/** class before attr */ #[Attribute] class Z {}
#[Attribute] /** class after attr */ class Z2 {}
var_dump((new ReflectionFunction('g2'))->getDocComment(), (new ReflectionClass('Z'))->getDocComment(), (new ReflectionClass('Z2'))->getDocComment());
/* not a doc */ function plain() {}
// nor this
class Plain { /* no */ public $x; }
var_dump((new ReflectionFunction('plain'))->getDocComment(), (new ReflectionProperty('Plain', 'x'))->getDocComment());
