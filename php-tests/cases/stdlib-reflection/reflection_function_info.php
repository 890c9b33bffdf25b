<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
/** doc */
function &refret(int $a, &$b, ...$rest): array { static $n = 0; return $rest; }
$r = new ReflectionFunction('refret');
var_dump($r->getName(), $r->getNumberOfParameters(), $r->getNumberOfRequiredParameters(), $r->isVariadic(), $r->returnsReference(), $r->hasReturnType(), $r->isInternal(), $r->isUserDefined(), $r->getStaticVariables(), $r->getShortName(), $r->inNamespace(), $r->isClosure());
foreach ($r->getParameters() as $p) var_dump([$p->name, $p->isPassedByReference(), $p->isVariadic(), $p->canBePassedByValue()]);
$s = new ReflectionFunction('str_pad'); var_dump($s->isInternal(), $s->getNumberOfParameters(), $s->getNumberOfRequiredParameters());
$c = new ReflectionFunction(fn($x) => $x * 3); var_dump($c->isClosure(), $c->invoke(2), $c->invokeArgs([5])); echo str_replace(__DIR__, "DIR", $c->getName()), "\n";
t(fn() => new ReflectionFunction('no_such_fn'));
