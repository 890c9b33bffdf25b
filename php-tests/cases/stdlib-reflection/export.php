<?php
interface Shape { const SIDES = 0; public function area(): float; }
abstract class Base implements Shape {
    public static $registry = [];
    protected ?string $label = null;
    abstract protected function draw(int $scale = 1, string ...$opts): void;
    public function describe($prefix = 'shape', $sep = ', '): string { return $prefix; }
}
final class Square extends Base {
    const SIDES = 4;
    final public const UNIT = 'cm';
    private static int $made = 0;
    public $tags = ['a' => 1, 'b' => [true, null]];
    public function __construct(public readonly float $side = 1.0) {}
    public function area(): float { return $this->side ** 2; }
    protected function draw(int $scale = 1, string ...$opts): void {}
    public static function unit(): string { return self::UNIT; }
    private function &refs(array &$list, int|string|null $key = null, ?Base $other = null) { return $list; }
}
echo new ReflectionClass('Shape');
echo new ReflectionClass('Base');
echo new ReflectionClass('Square');
echo new ReflectionMethod('Square', 'refs');
echo new ReflectionMethod('Square', 'describe');
echo new ReflectionProperty('Square', 'tags');
echo new ReflectionProperty('Square', 'side');
echo new ReflectionClassConstant('Square', 'UNIT');
echo (new ReflectionMethod('Square', 'draw'))->getParameters()[1], "\n";
function plain(int $a, $b = [1, 2], $c = "x") {}
echo new ReflectionFunction('plain');
$o = new Square(2.0);
$o->extra = 'dyn';
echo new ReflectionObject($o);
foreach (['int', '?int', 'int|string', 'int|string|null', 'mixed', '?Square', 'Square|Base|null', 'iterable', 'static'] as $i => $decl) {
    if ($decl === 'static') { continue; }
    $f = eval("return function ($decl \$x) {};");
    $t = (new ReflectionFunction($f))->getParameters()[0]->getType();
    echo $decl, ' => ', get_class($t), ' ', $t, ' null=', var_export($t->allowsNull(), true);
    if ($t instanceof ReflectionNamedType) {
        echo ' name=', $t->getName(), ' builtin=', var_export($t->isBuiltin(), true);
    } else {
        echo ' [', implode(',', array_map(fn($s) => $s->getName(), $t->getTypes())), ']';
    }
    echo "\n";
}
