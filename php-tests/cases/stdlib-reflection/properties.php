<?php
enum Suit: string { case Hearts = 'H'; case Spades = 'S'; const Wild = self::Spades; }
enum Status { case On; case Off; }
class P { public $inherited = 'i'; private $ppriv = 'pp'; protected static $ps = 's'; }
class C extends P {
    public $a = 1;
    protected ?string $b = null;
    private array $c = ['x'];
    public int $typed;
    public readonly int $ro;
    public static int $counter = 0;
    const PUB = 'pub';
    protected const PROT = 2;
    final public const FIN = [1, 2];
    public function __construct(public int $promo = 9) { $this->ro = 5; }
}
$rc = new ReflectionClass("C");
var_dump($rc, new ReflectionProperty("C", "a"), new ReflectionClassConstant("C", "PUB"), new ReflectionMethod("C", "__construct"));
foreach ($rc->getProperties() as $p) {
    echo $p->class, '::$', $p->getName(), ' ', $p->getModifiers(), ' [', implode(' ', Reflection::getModifierNames($p->getModifiers())), ']',
        ' static=', var_export($p->isStatic(), true), ' default=', var_export($p->hasDefaultValue(), true), "\n";
}
var_dump(array_map(fn($p) => $p->name, $rc->getProperties(ReflectionProperty::IS_STATIC)));
var_dump(array_map(fn($p) => $p->name, $rc->getProperties(ReflectionProperty::IS_PRIVATE | ReflectionProperty::IS_PROTECTED)));
$o = new C;
$p = new ReflectionProperty('C', 'c');
var_dump($p->name, $p->class);
var_dump($p->getValue($o), $p->isPrivate(), $p->isInitialized($o), $p->getDefaultValue(), (string) $p->getType());
$p->setValue($o, ['y']);
var_dump($p->getValue($o));
$t = $rc->getProperty('typed');
var_dump($t->isInitialized($o), $t->hasType(), $t->hasDefaultValue(), $t->getDefaultValue());
try { $t->getValue($o); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$t->setValue($o, 3);
var_dump($t->getValue($o), $o->typed);
$ro = $rc->getProperty('ro');
var_dump($ro->isReadOnly(), $ro->getValue($o), $ro->getModifiers());
try { $ro->setValue($o, 1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$promo = $rc->getProperty('promo');
var_dump($promo->isPromoted(), $rc->getProperty('a')->isPromoted(), $promo->getValue($o), $promo->hasDefaultValue());
$s = $rc->getProperty('counter');
var_dump($s->getValue(), $s->isStatic());
$s->setValue(12);
var_dump(C::$counter, $s->getValue());
var_dump($rc->getProperty('b')->getDeclaringClass()->getName(), $rc->getProperty('inherited')->getDeclaringClass()->getName());
try { new ReflectionProperty('C', 'ppriv'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $p->getValue(); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $p->getValue(new stdClass); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
$o->dyn = 'd';
$rdo = new ReflectionObject($o);
var_dump($rdo->hasProperty('dyn'), $rc->hasProperty('dyn'));
$dp = new ReflectionProperty($o, 'dyn');
var_dump($dp->isDefault(), $dp->getValue($o), $dp->getModifiers());
echo $rc->getProperty('b'), $rc->getProperty('counter'), $dp;

foreach ($rc->getReflectionConstants() as $k) {
    var_dump($k->name, $k->class);
    var_dump($k->getName(), $k->getValue(), $k->getModifiers(), $k->isPublic(), $k->isFinal(), $k->getDeclaringClass()->name, $k->isEnumCase());
    echo $k;
}
$k = new ReflectionClassConstant('C', 'PROT');
var_dump($k->isProtected(), $rc->getReflectionConstant('NOPE'));
try { new ReflectionClassConstant('C', 'NOPE'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }

$re = new ReflectionEnum(Suit::class);
var_dump($re->isEnum(), $re->isBacked(), (string) $re->getBackingType(), $re->isFinal());
foreach ($re->getCases() as $case) {
    var_dump(get_class($case), $case->getName(), $case->getValue(), $case->getBackingValue(), $case->isEnumCase());
}
var_dump($re->hasCase('Hearts'), $re->hasCase('Wild'), $re->getCase('Spades')->getEnum()->getName());
try { $re->getCase('Nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
$ru = new ReflectionEnum('Status');
var_dump($ru->isBacked(), $ru->getBackingType(), get_class($ru->getCase('On')));
try { new ReflectionEnum('C'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
