<?php
#[Attribute]
class Tag { public function __construct(public string $name = "none", public int $level = 0) {} }
#[Attribute(Attribute::TARGET_FUNCTION | Attribute::IS_REPEATABLE)]
class Route { public function __construct(public string $path) {} }

#[Tag("plain", level: 3)]
#[Route("/a"), Route("/b")]
function handler() {}

function bare() {}

$rf = new ReflectionFunction('handler');
foreach ($rf->getAttributes() as $a) {
    var_dump($a->getName(), $a->getArguments(), $a->getTarget(), $a->isRepeated());
}
var_dump(count($rf->getAttributes(Route::class)));
var_dump(count($rf->getAttributes('tag')));
var_dump(count($rf->getAttributes('\Tag')));
var_dump((new ReflectionFunction('bare'))->getAttributes());
$t = $rf->getAttributes(Tag::class)[0]->newInstance();
print_r($t);
echo "\n";
foreach ($rf->getAttributes(Route::class) as $a) {
    var_dump($a->newInstance()->path);
}

$c = #[Tag("closure")] function ($x) { return $x; };
$rc = new ReflectionFunction($c);
var_dump($rc->getAttributes()[0]->getArguments());
var_dump($rc->getAttributes()[0]->newInstance()->name);

$f = #[Tag("arrow", 9)] fn() => 1;
$ra = new ReflectionFunction($f);
var_dump($ra->getAttributes()[0]->getArguments());
echo $ra->getAttributes()[0], "\n";

$s = #[Tag] static function () {};
print_r((new ReflectionFunction($s))->getAttributes()[0]->newInstance());
echo "\n";

class Holder {
    const NAME = "from-const";
    public function make() {
        return #[Tag(self::NAME)] function () {};
    }
}
$h = (new Holder)->make();
var_dump((new ReflectionFunction($h))->getAttributes()[0]->getArguments());
