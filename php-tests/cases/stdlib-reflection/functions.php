<?php
function add(int $a, int $b = 2): int { return $a + $b; }
function &refd(array &$x) { return $x; }
function gen() { yield 1; }

$rf = new ReflectionFunction('add');
var_dump($rf);
var_dump($rf->invoke(1), $rf->invoke(1, 5), $rf->invokeArgs([10, 20]));
var_dump($rf->isInternal(), $rf->isUserDefined(), $rf->isClosure(), $rf->isDeprecated(), $rf->isGenerator());
var_dump($rf->getStartLine(), $rf->getEndLine(), basename($rf->getFileName()), $rf->getDocComment());
var_dump((new ReflectionFunction('refd'))->returnsReference(), (new ReflectionFunction('gen'))->isGenerator());
$c = $rf->getClosure();
var_dump($c instanceof Closure, $c(4));

$strlen = new ReflectionFunction('strlen');
var_dump($strlen->isInternal(), $strlen->getName(), $strlen->getNumberOfParameters(), $strlen->getNumberOfRequiredParameters());
var_dump($strlen->invoke('hello'), $strlen->getFileName(), $strlen->getStartLine());
$rs = new ReflectionFunction('str_replace');
foreach ($rs->getParameters() as $p) { var_dump($p->getName(), $p->isOptional(), $p->isPassedByReference()); }
var_dump((new ReflectionFunction('array_push'))->isVariadic());

$k = 3;
$fn = function (int $x) use ($k) { return $x * $k; };
$rc = new ReflectionFunction($fn);
var_dump($rc->isClosure(), $rc->invoke(5), $rc->getNumberOfParameters(), $rc->getClosureUsedVariables());
var_dump($rc->getClosureThis(), $rc->getClosureScopeClass());
class Holder {
    public $v = 7;
    function make() { return function () { return $this->v; }; }
}
$h = new Holder;
$rh = new ReflectionFunction($h->make());
var_dump($rh->getClosureThis() === $h, $rh->getClosureScopeClass()->getName(), $rh->invoke());
$arrow = fn($a, ...$r) => $a + count($r);
$ra = new ReflectionFunction($arrow);
var_dump($ra->isVariadic(), $ra->invoke(1, 2, 3), $ra->getNumberOfRequiredParameters());
$fc = strlen(...);
$rfc = new ReflectionFunction($fc);
var_dump($rfc->getName(), $rfc->isInternal());

try { new ReflectionFunction('nope'); } catch (ReflectionException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $rf->invoke(); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo $rf;
