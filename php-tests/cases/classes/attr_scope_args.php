<?php
#[Attribute(Attribute::TARGET_ALL)]
class Info { public function __construct(public mixed $a = null, public mixed $b = null) {} }

#[Info(self::class, self::SECRET)]
class Owner {
    #[Info(self::class, self::SECRET)]
    private const SECRET = 's';
    #[Info(self::class, self::SECRET)]
    public $prop;
    #[Info(self::class, self::SECRET)]
    public function method(#[Info(self::class, self::SECRET)] $p) {}
    public static function closure() {
        return #[Info(self::class, self::SECRET)] function () {};
    }
}
class Child extends Owner {}
trait Tr {
    #[Info(self::class, self::VAL)]
    public $tp;
    #[Info(self::class)]
    public function tm() {}
}
class UsesTr { use Tr; protected const VAL = 'tr-val'; }

$rc = new ReflectionClass('Owner');
print_r($rc->getAttributes()[0]->getArguments());
print_r($rc->getReflectionConstant('SECRET')->getAttributes()[0]->getArguments());
print_r($rc->getProperty('prop')->getAttributes()[0]->getArguments());
print_r($rc->getMethod('method')->getAttributes()[0]->getArguments());
print_r($rc->getMethod('method')->getParameters()[0]->getAttributes()[0]->getArguments());
print_r((new ReflectionFunction(Owner::closure()))->getAttributes()[0]->getArguments());
print_r((new ReflectionProperty('Child', 'prop'))->getAttributes()[0]->getArguments());
print_r((new ReflectionMethod('UsesTr', 'tm'))->getAttributes()[0]->getArguments());
var_dump((new ReflectionProperty('UsesTr', 'tp'))->getAttributes()[0]->getName());
$i = $rc->getAttributes()[0]->newInstance();
print_r($i);
echo "\n";
#[Info(PHP_INT_SIZE > 4, [1, 2, 'k' => E_ALL], b: M_PI > 3)]
function consts() {}
var_dump((new ReflectionFunction('consts'))->getAttributes()[0]->getArguments());
#[Info(new ArrayObject([1]))]
function withNew() {}
var_dump(count((new ReflectionFunction("withNew"))->getAttributes()[0]->newInstance()->a));
#[Info(UNDEFINED_CONST)]
function undef() {}
try {
    (new ReflectionFunction('undef'))->getAttributes()[0]->getArguments();
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
