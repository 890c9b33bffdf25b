<?php
function counter() { static $n = 0, $label = 'c' . 'x'; $n++; return $n; }
$rf = new ReflectionFunction('counter');
var_dump($rf->getStaticVariables());
counter(); counter();
var_dump($rf->getStaticVariables());
$y = 5;
$cl = function ($a) use ($y) { static $calls = 0; $calls++; return $a + $y; };
$rc = new ReflectionFunction($cl);
var_dump($rc->getClosureUsedVariables(), $rc->getStaticVariables());
$cl(1);
var_dump($rc->getStaticVariables());

class A { private $x = 'ax'; protected $y = 'ay'; public $z = 'az'; }
class B extends A { private $x = 'bx'; }
$rb = new ReflectionClass('B');
foreach (['x', 'A::x', 'B::x', 'a::y', 'z'] as $n) {
    $p = $rb->getProperty($n);
    echo $n, ' => ', $p->class, '::', $p->name, ' = ', $p->getValue(new B), "\n";
}
try { $rb->getProperty('stdClass::x'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $rb->getProperty('Nope::x'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }

try { $copy = clone $rb; } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $copy = clone new ReflectionMethod('A', '__construct'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }

enum Unit { case One; const ALIAS = self::One; }
enum Backed: int { case Two = 2; }
try { new ReflectionEnumUnitCase('Unit', 'ALIAS'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionEnumBackedCase('Unit', 'One'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
$bc = new ReflectionEnumBackedCase('Backed', 'Two');
var_dump($bc->getBackingValue(), $bc->getValue() === Backed::Two, $bc->getEnum()->getName());
$uc = new ReflectionEnumUnitCase('Unit', 'One');
var_dump($uc->getValue(), $uc->name, $uc->class);

$ext = new ReflectionExtension('reflection');
var_dump($ext->getName(), $ext->isPersistent(), $ext->isTemporary(), in_array('ReflectionClass', $ext->getClassNames()));
var_dump((new ReflectionExtension('STANDARD'))->getName());
try { new ReflectionExtension('nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }

class Ex extends Exception { public $more = 1; }
foreach ((new ReflectionClass('Ex'))->getProperties() as $p) {
    echo $p->class, '::', $p->name, ' ', implode(' ', Reflection::getModifierNames($p->getModifiers())), "\n";
}
$mp = new ReflectionProperty('Exception', 'message');
var_dump($mp->getValue(new Ex('boom')));

class Fact {
    public static function make() { return function () { return static::class; }; }
}
class SubFact extends Fact {}
$made = SubFact::make();
$rm = new ReflectionFunction($made);
var_dump($rm->getClosureScopeClass()->name, $rm->getClosureCalledClass()->name, $rm->getClosureThis());

function named(int $a, int $b = 10, int ...$rest) { return "$a $b " . implode(',', $rest); }
$rn = new ReflectionFunction('named');
var_dump($rn->invokeArgs(['b' => 2, 'a' => 1]), $rn->invokeArgs(['a' => 7]));
try { $rn->invokeArgs(['zz' => 1]); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
