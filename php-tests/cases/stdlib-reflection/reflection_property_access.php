<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
class P { public int $typed = 1; private $secret = 's'; protected static $st = 'st'; public readonly int $ro; public $untyped; function __construct() { $this->ro = 5; } }
$o = new P; $r = new ReflectionProperty('P', 'secret');
var_dump($r->getValue($o)); $r->setValue($o, 'changed'); var_dump($r->getValue($o));
$st = new ReflectionProperty('P', 'st'); var_dump($st->getValue(), $st->isStatic()); $st->setValue(null, 'new'); var_dump($st->getValue());
$ty = new ReflectionProperty('P', 'typed'); var_dump($ty->hasType(), (string) $ty->getType(), $ty->hasDefaultValue(), $ty->getDefaultValue(), $ty->isInitialized($o));
$ro = new ReflectionProperty('P', 'ro'); var_dump($ro->isReadOnly(), $ro->getValue($o));
t(fn() => $ro->setValue($o, 6));
$un = new ReflectionProperty('P', 'untyped'); var_dump($un->hasType(), $un->getType(), $un->hasDefaultValue(), $un->getDefaultValue());
t(fn() => new ReflectionProperty('P', 'nope'));
t(fn() => new ReflectionProperty('Nope', 'x'));
var_dump(array_map(fn($p) => $p->getName(), (new ReflectionClass('P'))->getProperties(ReflectionProperty::IS_PUBLIC)));
$u = new ReflectionClass('P'); $n = $u->newInstanceWithoutConstructor(); var_dump($ro->isInitialized($n));
t(fn() => $ro->getValue($n));
