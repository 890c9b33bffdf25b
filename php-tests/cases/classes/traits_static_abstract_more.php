<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
trait Registry {
    public const PREFIX = "reg:";
    protected static array $items = [];
    private static int $calls = 0;
    abstract public static function kind(): string;
    public static function add(string $x): static { self::$calls++; static::$items[] = self::PREFIX . static::kind() . ":" . $x; return new static("added"); }
    public static function all(): array { return [static::$items, self::$calls]; }
    public function selfInfo(): array { return [self::class, static::class, self::PREFIX, static::PREFIX, $this::PREFIX]; }
    public function __construct(public string $tag = "default") { echo "trait ctor ", static::class, " {$this->tag}\n"; }
}
class Apples { use Registry; public static function kind(): string { return "apple"; } }
class Pears { use Registry; const PREFIX = "reg:"; public static function kind(): string { return "pear"; } }
class GreenApples extends Apples { public static function kind(): string { return "green"; } }
class RedApples extends Apples { use Registry; public static function kind(): string { return "red"; } }

$a = Apples::add("one");
var_dump($a->tag);
Apples::add("two");
Pears::add("p");
GreenApples::add("g");
RedApples::add("r");
var_dump(Apples::all(), Pears::all(), GreenApples::all(), RedApples::all());
var_dump((new GreenApples("x"))->selfInfo());
var_dump(Apples::PREFIX, GreenApples::PREFIX, constant('Pears::PREFIX'));
t(fn() => Registry::PREFIX);
t(fn() => constant('Registry::PREFIX'));
t(fn() => defined('Registry::PREFIX'));
t(fn() => Registry::kind());
t(fn() => Registry::all());
t(fn() => Registry::$items);
t(fn() => new Registry);
$tn = 'Registry';
t(fn() => $tn::PREFIX);

trait Factory {
    abstract protected static function build(int $n): self;
    public static function many(int $k): array { return array_map(fn($i) => static::build($i), range(1, $k)); }
}
class Widget { use Factory; public function __construct(public int $n) {} protected static function build(int $n): self { return new self($n * 10); } }
var_dump(array_map(fn($w) => $w->n, Widget::many(3)));

trait Counter { public static int $count = 0; public static function bump(): int { return ++static::$count; } }
class CA { use Counter; }
class CB extends CA {}
class CC extends CA { public static int $count = 100; }
CA::bump(); CB::bump(); CC::bump();
var_dump(CA::$count, CB::$count, CC::$count);
$r = new ReflectionMethod('Registry', 'kind');
var_dump($r->isAbstract(), $r->isStatic());
var_dump((new ReflectionClass('Apples'))->getConstructor()->class, array_keys((new ReflectionClass('Registry'))->getConstants()));
