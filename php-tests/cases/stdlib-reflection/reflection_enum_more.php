<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
enum Status: string { case Active = 'a'; case Off = 'o'; const DEFAULT = self::Active; public function label(): string { return ucfirst($this->name); } }
enum Plain { case X; case Y; }
$r = new ReflectionEnum('Status');
var_dump($r->isBacked(), (string) $r->getBackingType(), count($r->getCases()), $r->hasCase('Off'), $r->hasCase('DEFAULT'), $r->isEnum(), $r->isFinal());
$c = $r->getCase('Off'); var_dump(get_class($c), $c->getValue(), $c->getBackingValue(), $c->getEnum()->getName());
foreach ($r->getCases() as $case) echo $case->name, '=', $case->getBackingValue(), ' ';
echo "\n";
$p = new ReflectionEnum(Plain::X); var_dump($p->isBacked(), $p->getBackingType(), get_class($p->getCase('Y')));
t(fn() => $r->getCase('DEFAULT'));
t(fn() => $r->getCase('Nope'));
t(fn() => new ReflectionEnum('stdClass'));
t(fn() => $p->getCase('X')->getBackingValue());
var_dump((new ReflectionClass('Status'))->isEnum(), (new ReflectionClass('stdClass'))->isEnum(), array_keys($r->getConstants()));
