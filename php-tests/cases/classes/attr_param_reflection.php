<?php
#[Attribute(Attribute::TARGET_PARAMETER)]
class Inject { public function __construct(public string $id = "") {} }
#[Attribute]
class Any {}

function svc(#[Inject("db")] $db, $plain, #[Inject, Any] int ...$rest) {}

foreach ((new ReflectionFunction('svc'))->getParameters() as $p) {
    echo $p->getName(), ": ";
    $names = array_map(fn($a) => $a->getName(), $p->getAttributes());
    echo implode(",", $names), "\n";
    foreach ($p->getAttributes() as $a) {
        var_dump($a->getArguments(), $a->getTarget());
    }
}
$p = (new ReflectionFunction('svc'))->getParameters()[0];
var_dump($p->getAttributes(Inject::class)[0]->newInstance()->id);
var_dump(count($p->getAttributes(Any::class)));

class Ctl {
    public function __construct(
        #[Inject("promoted")] public string $name = "x",
        #[Any] private int $n = 0,
    ) {}
    public function act(#[Inject("m")] $a, $b = 2) {}
    public static function st(#[Any] ?int $z = null) {}
}
$m = new ReflectionMethod('Ctl', 'act');
var_dump($m->getParameters()[0]->getAttributes()[0]->getArguments());
var_dump($m->getParameters()[1]->getAttributes());
$ctor = new ReflectionMethod('Ctl', '__construct');
foreach ($ctor->getParameters() as $p) {
    var_dump($p->getName(), count($p->getAttributes()), $p->getAttributes()[0]->getName());
}
$prop = new ReflectionProperty('Ctl', 'name');
var_dump($prop->getAttributes()[0]->getName(), $prop->getAttributes()[0]->getTarget());
var_dump((new ReflectionMethod('Ctl', 'st'))->getParameters()[0]->getAttributes()[0]->getName());

$cl = function (#[Inject("closure")] $q) {};
print_r((new ReflectionFunction($cl))->getParameters()[0]->getAttributes()[0]->newInstance());
echo "\n";
$ar = fn(#[Any] $v) => $v;
var_dump((new ReflectionFunction($ar))->getParameters()[0]->getAttributes()[0]->getName());
try {
    (new ReflectionFunction('svc'))->getParameters()[0]->getAttributes()[0]->newInstance();
    echo "ok\n";
    #[Attribute(Attribute::TARGET_CLASS)] class OnlyClass {}
    function wrong(#[OnlyClass] $x) {}
    (new ReflectionFunction('wrong'))->getParameters()[0]->getAttributes()[0]->newInstance();
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
