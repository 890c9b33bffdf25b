<?php
namespace N;
const LIMIT = 10;
class K { const D = 'dd'; }
function f(int $a, ?string $b = null, array $c = [1, 'k' => 2], &$d = K::D, float $e = -1.5, int|string|null $u = \N\LIMIT, bool $flag = false, mixed ...$rest) {}
function g($x = LIMIT, K|int $y = new K) {}
class Svc {
    public function __construct(private readonly int $id, protected ?K $k = null, public $plain = 'p') {}
    public function run(callable $cb, iterable $it = [], \Closure|null $c = null, ?object $o = null, int ...$more): void {}
}
$rf = new \ReflectionFunction('N\f');
var_dump($rf->getName(), $rf->getShortName(), $rf->getNamespaceName(), $rf->inNamespace(), $rf->isVariadic());
var_dump($rf->getNumberOfParameters(), $rf->getNumberOfRequiredParameters(), $rf->getReturnType(), $rf->hasReturnType());
foreach ($rf->getParameters() as $p) {
    echo "--- ", $p->getPosition(), " ", $p->getName(), "\n";
    var_dump($p->hasType(), $p->getType() ? (string) $p->getType() : null, $p->getType() ? get_class($p->getType()) : null);
    var_dump($p->allowsNull(), $p->isOptional(), $p->isVariadic(), $p->isPassedByReference(), $p->canBePassedByValue());
    var_dump($p->isDefaultValueAvailable());
    if ($p->isDefaultValueAvailable()) {
        var_dump($p->getDefaultValue(), $p->isDefaultValueConstant());
    } else {
        try { $p->getDefaultValue(); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }
    }
    var_dump($p->getDeclaringFunction()->getName(), $p->getDeclaringClass());
    echo $p, "\n";
}
$t = $rf->getParameters()[5]->getType();
var_dump(get_class($t), $t->allowsNull());
foreach ($t->getTypes() as $sub) { var_dump($sub->getName(), $sub->isBuiltin()); }
$g = (new \ReflectionFunction('N\g'))->getParameters();
var_dump($g[0]->getDefaultValue(), $g[0]->isDefaultValueConstant(), $g[0]->getDefaultValueConstantName());
$ctor = new \ReflectionMethod(Svc::class, '__construct');
foreach ($ctor->getParameters() as $p) {
    var_dump($p->getName(), $p->isPromoted(), $p->isOptional(), (string) $p->getType(), $p->getDeclaringClass()->getName());
}
$run = new \ReflectionMethod(Svc::class, 'run');
foreach ($run->getParameters() as $p) {
    var_dump((string) $p->getType(), $p->allowsNull(), $p->getType()->isBuiltin());
}
var_dump((string) $run->getReturnType());
$p = new \ReflectionParameter('N\f', 'c');
var_dump($p->getPosition(), $p->getDefaultValue());
$p = new \ReflectionParameter([Svc::class, 'run'], 1);
var_dump($p->getName());
try { new \ReflectionParameter('N\f', 'zzz'); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new \ReflectionFunction('N\nope'); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }
