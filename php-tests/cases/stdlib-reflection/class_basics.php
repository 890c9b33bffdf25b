<?php
namespace App\Model;

interface HasName { const PREFIX = 'n:'; function name(): string; }
interface Marker {}
trait Greets { public function greet() { return "hi " . $this->name(); } }
abstract class Base implements HasName {
    protected $id = 0;
    public static $count = 0;
    abstract protected function kind(): string;
    public function name(): string { return static::class; }
}
final class User extends Base implements Marker {
    use Greets;
    const ROLE = 'user';
    private const SECRET = 42;
    public string $email = 'a@b.c';
    private ?array $tags = null;
    public function __construct(public int $age = 18) {}
    protected function kind(): string { return 'user'; }
    private function hidden(int $x): int { return $x * 2; }
    public static function make(...$args): static { return new static(...$args); }
}

$r = new \ReflectionClass(User::class);
var_dump($r);
var_dump($r->getName(), $r->getShortName(), $r->getNamespaceName(), $r->inNamespace());
var_dump($r->isFinal(), $r->isAbstract(), $r->isInterface(), $r->isTrait(), $r->isInstantiable(), $r->isCloneable());
var_dump($r->isInternal(), $r->isUserDefined(), $r->isAnonymous(), $r->isIterable());
var_dump($r->getParentClass()->getName(), $r->getParentClass()->isAbstract(), $r->getParentClass()->getParentClass());
var_dump($r->getInterfaceNames(), $r->getTraitNames(), array_keys($r->getTraits()), array_keys($r->getInterfaces()));
var_dump($r->implementsInterface(HasName::class), $r->implementsInterface('App\Model\Marker'));
var_dump($r->isSubclassOf(Base::class), $r->isSubclassOf(User::class), $r->isSubclassOf(HasName::class));
var_dump($r->isInstance(new User), $r->isInstance(new \stdClass));
var_dump($r->getModifiers(), \Reflection::getModifierNames($r->getModifiers()));
$b = new \ReflectionClass(Base::class);
var_dump($b->getModifiers(), $b->isInstantiable());
$i = new \ReflectionClass(HasName::class);
var_dump($i->isInterface(), $i->isInstantiable(), $i->getConstants());
$t = new \ReflectionClass(Greets::class);
var_dump($t->isTrait(), $t->isInstantiable());

var_dump($r->hasMethod('hidden'), $r->hasMethod('HIDDEN'), $r->hasMethod('nope'));
var_dump($r->hasProperty('email'), $r->hasProperty('tags'), $r->hasProperty('id'), $r->hasProperty('nope'));
var_dump($r->hasConstant('ROLE'), $r->hasConstant('PREFIX'), $r->hasConstant('NOPE'));
var_dump($r->getConstant('SECRET'), $r->getConstant('NOPE'));
var_dump($r->getConstants());
var_dump($r->getConstants(\ReflectionClassConstant::IS_PRIVATE));
var_dump($r->getStaticPropertyValue('count'));
$r->setStaticPropertyValue('count', 5);
var_dump(User::$count, Base::$count);
var_dump($r->getStaticProperties());
var_dump($r->getStaticPropertyValue('missing', 'fallback'));
var_dump($r->getDefaultProperties());
var_dump($r->getDocComment(), $r->getAttributes(), $r->getStartLine(), $r->getEndLine(), basename($r->getFileName()));

foreach (['Nope', 'App\Model\Nope'] as $n) {
    try { new \ReflectionClass($n); } catch (\ReflectionException $e) {
        echo get_class($e), ": ", $e->getMessage(), " (", $e->getCode(), ")\n";
    }
}
try { $r->getMethod('nope'); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $r->getProperty('nope'); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $r->getStaticPropertyValue('nope'); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $r->implementsInterface(Base::class); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $r->implementsInterface('Nope'); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $r->isSubclassOf('Nope'); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }

$ro = new \ReflectionObject(new User(30));
var_dump($ro->name, $ro->getName(), $ro instanceof \ReflectionClass);
$std = new \stdClass; $std->a = 1; $std->b = 2;
$rs = new \ReflectionObject($std);
foreach ($rs->getProperties() as $p) { var_dump($p->getName(), $p->isDefault()); }
$rc = new \ReflectionClass($std);
var_dump(count($rc->getProperties()), $rc->isInternal(), $rc->getFileName(), $rc->getStartLine());
var_dump((new \ReflectionClass('ArrayIterator'))->isIterable(), (new \ReflectionClass('Exception'))->getParentClass());
