<?php
interface Shape { public function area(): float; }
class Base {
    public function hello($who = 'world') { return "hello $who from " . static::class; }
    protected function prot() { return 'prot'; }
    private function priv() { return 'base-priv'; }
    public static function create(int $n = 1) { return static::class . "#$n"; }
}
class Square extends Base implements Shape {
    public function __construct(private float $side = 2.0) {}
    public function area(): float { return $this->side ** 2; }
    final public function &ref(array &$arr, ?Square $other = null, int|string $u = 5, ...$rest): ?array { return $arr; }
    private function secret(string $s): string { return "secret:$s"; }
    public function hello($who = 'square') { return parent::hello($who); }
    public function gen() { yield 1; }
}
abstract class Abs { abstract public function todo(int $a); }

$rc = new ReflectionClass('Square');
foreach ($rc->getMethods() as $m) {
    echo $m->class, '::', $m->name, ' [', implode(' ', Reflection::getModifierNames($m->getModifiers())), "]\n";
}
foreach ([ReflectionMethod::IS_STATIC, ReflectionMethod::IS_PRIVATE, ReflectionMethod::IS_PUBLIC | ReflectionMethod::IS_FINAL] as $f) {
    echo $f, ': ', implode(',', array_map(fn($m) => $m->name, $rc->getMethods($f))), "\n";
}
$m = new ReflectionMethod('Square', 'ref');
var_dump($m);
var_dump($m->getName(), $m->getShortName(), $m->isFinal(), $m->isPublic(), $m->isStatic(), $m->isAbstract());
var_dump($m->returnsReference(), $m->isVariadic(), $m->getNumberOfParameters(), $m->getNumberOfRequiredParameters());
var_dump($m->hasReturnType(), (string) $m->getReturnType(), $m->getReturnType()->allowsNull(), $m->getReturnType()->getName());
var_dump($m->isInternal(), $m->isUserDefined(), $m->isConstructor(), $m->isDestructor(), $m->isGenerator());
var_dump($m->getDeclaringClass()->getName(), $m->getDocComment(), $m->getStaticVariables());
var_dump((new ReflectionMethod('Square', 'gen'))->isGenerator());
var_dump((new ReflectionMethod('Square', '__construct'))->isConstructor());

$sq = new Square(3.0);
$secret = new ReflectionMethod($sq, 'secret');
var_dump($secret->invoke($sq, 'x'), $secret->invokeArgs($sq, ['y']));
$priv = new ReflectionMethod('Base', 'priv');
var_dump($priv->invoke($sq));
$hello = $rc->getMethod('hello');
var_dump($hello->invoke($sq), $hello->invoke($sq, 'you'), $hello->getPrototype()->class);
$create = new ReflectionMethod('Base', 'create');
var_dump($create->invoke(null), $create->invoke(null, 7), $create->invokeArgs(null, [3]));
$cl = $secret->getClosure($sq);
var_dump($cl('z'));
$area = $rc->getMethod('area');
var_dump($area->getPrototype()->class, $area->invoke($sq));
try { $rc->getMethod('prot')->getPrototype(); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $area->invoke(new Base); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $area->invoke(null); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { (new ReflectionMethod('Abs', 'todo'))->invoke(null, 1); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionMethod('Square', 'nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionMethod('Nope', 'x'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { ReflectionMethod::createFromMethodName('nocolons'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
$fm = ReflectionMethod::createFromMethodName('Square::area');
var_dump($fm->class, $fm->name);
$abs = new ReflectionMethod('Abs', 'todo');
var_dump($abs->isAbstract(), $abs->getModifiers(), $abs->getNumberOfParameters());
var_dump($rc->getConstructor()->getName(), (new ReflectionClass('Base'))->getConstructor());
echo $m;
echo $hello;
