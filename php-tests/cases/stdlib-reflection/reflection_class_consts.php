<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
interface HasC { const IC = 'i'; }
class Base implements HasC { const A = 1; protected const B = 'b'; private const C = [1]; final public const F = 2.5; }
class Kid extends Base { const A = 10; const D = self::A * 2; }
$r = new ReflectionClass('Kid');
var_dump($r->hasConstant('B'), $r->getConstant('D'), $r->getConstant('NOPE'), $r->getConstant('A'), $r->getConstant('IC'));
$cc = new ReflectionClassConstant('Base', 'C'); var_dump($cc->getValue(), $cc->isPrivate(), $cc->class, $cc->name);
t(fn() => new ReflectionClassConstant('Base', 'NOPE'));
t(fn() => $r->getReflectionConstant('NOPE'));
