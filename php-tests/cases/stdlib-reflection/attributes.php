<?php
#[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_METHOD)]
class Route { public function __construct(public string $path, public array $methods = ['GET']) {} }
#[Attribute]
class Tag { public function __construct(public string $v = "") {} }

#[Route('/home', methods: ['GET', 'POST'])]
#[Tag('a')]
class HomeController {
    const BASE = '/base';
    #[Route(self::BASE . '/index')]
    #[Override]
    public function __toString(): string { return ""; }
    public function plain() {}
}
$rc = new ReflectionClass(HomeController::class);
foreach ($rc->getAttributes() as $a) {
    var_dump($a->getName(), $a->getArguments(), $a->getTarget(), $a->isRepeated());
    var_dump($a->newInstance());
}
var_dump(count($rc->getAttributes(Route::class)), count($rc->getAttributes('tag')), count($rc->getAttributes(Route::class, ReflectionAttribute::IS_INSTANCEOF)));
$m = $rc->getMethod('__toString');
foreach ($m->getAttributes() as $a) { var_dump($a->getName(), $a->getArguments()); }
var_dump($m->getAttributes(Route::class)[0]->newInstance()->path);
var_dump($rc->getMethod('plain')->getAttributes());
#[NotAnAttribute]
class X {}
class NotAnAttribute {}
try { (new ReflectionClass('X'))->getAttributes()[0]->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
#[Missing]
class Y {}
try { (new ReflectionClass('Y'))->getAttributes()[0]->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
#[Tag] #[Tag]
class Z {}
try { (new ReflectionClass('Z'))->getAttributes()[0]->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
#[Attribute(Attribute::TARGET_METHOD)]
class OnlyMethod {}
#[OnlyMethod]
class W {}
try { (new ReflectionClass('W'))->getAttributes()[0]->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $rc->getAttributes(null, 5); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
