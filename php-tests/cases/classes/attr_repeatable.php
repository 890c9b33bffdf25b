<?php
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class Many { public function __construct(public int $n = 0) {} }
#[Attribute]
class Once {}

#[Many(1), Many(2)]
#[Once, Once]
function f(#[Once, Once] $p) {}

$rf = new ReflectionFunction('f');
foreach ($rf->getAttributes() as $a) {
    echo $a->getName(), " repeated=", var_export($a->isRepeated(), true), ": ";
    try {
        var_dump($a->newInstance());
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
foreach ($rf->getParameters()[0]->getAttributes() as $a) {
    try {
        $a->newInstance();
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
class C {
    #[Many(3)] #[Many(4)] #[Many(5)]
    public const X = 1;
    #[Once] public $single;
}
$k = new ReflectionClassConstant('C', 'X');
var_dump(count($k->getAttributes()), array_map(fn($a) => $a->newInstance()->n, $k->getAttributes()));
var_dump((new ReflectionProperty('C', 'single'))->getAttributes()[0]->isRepeated());
