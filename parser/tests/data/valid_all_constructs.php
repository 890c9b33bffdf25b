<?php
declare(strict_types=1);
namespace Foo\Bar;
use A\B, C\D as E;
use function f\g;
use const X\Y;
use A\{B as C2b, D\E2b};
use A\{function f2, const C3, D3};
const A = 1, B = 2;
#[Attr] const C2 = 3;
function &foo(int $a, ?string $b = null, int|string ...$c): int|null { return $a; }
function bar(A&B $x, (A&B)|null $y, array $z = [], callable $cb = null) {}
abstract class K extends P implements I, J {
    use T1, T2 { T1::foo insteadof T2; T2::foo as protected bar; baz as private; qux as quux; }
    public const int X = 1;
    final protected const Y = 2, Z = self::X;
    const list = 3;
    public static ?int $p = null;
    private readonly array $arr;
    var $old;
    public private(set) int $a = 1;
    private(set) string $b;
    protected(set) public ?int $c;
    public int $hooked { get => $this->hooked * 2; set(int $v) { $this->hooked = $v; } }
    public string $h2 { &get; final set; }
    abstract public function m1(): void;
    public function __construct(public readonly int $x = 0, private(set) ?Foo $y = null, final public int $z = 1, public int $w = 2 { get => 1; }) {}
    public static function list() { return static::class; }
    function print() {}
    public function new() { return new static; }
}
interface I extends J, K { public function x(); const A = 1; }
trait T { public $x; abstract function y(); }
enum Suit: string implements HasColor { case Hearts = 'H'; case Spades = 'S'; const Wild = self::Spades; public function color(): string { return match($this) { Suit::Hearts => 'Red', default => 'Black', }; } }
enum E2 { case A; case B; }
final class F {}
readonly class R {}
abstract readonly class AR {}
$a = 1 + 2 * 3 ** 4 - -5 . "x" . 'y';
$b = $a ?? $c ?? null;
$c = $a ? $b : ($c ? 1 : 2);
$d = $a ?: $b;
$e = !$a = foo();
$f = $a and $b or $c xor $d;
$g = $a <=> $b;
$h = $a instanceof Foo && !$b instanceof $c;
$i = (int) $a + (float) $b . (string) $c . (bool) $d;
$j = (array) $a; $k = (object) $b;
$l = @$a[0];
$m = [1, 2, 'a' => 3, ...$rest, 'k' => &$ref];
$n = array(1, 2, 3,);
[$x, [$y, $z]] = $arr;
list($x, , $y) = $arr;
['a' => $x, 'b' => list($y)] = $arr;
[, $second] = $arr;
$o = $obj->prop->method()->{$dyn}->$var?->nullsafe()::CONST;
$p = Foo::bar()::$baz::qux();
$q = Foo::{$name};
$r = Foo::class;
$s = $obj::class;
$t = new Foo()->bar();
$u = new Foo;
$v = new class(1, 2) extends Bar implements Baz { public $x; };
$w = new readonly class {};
$x = new #[A] class {};
$y = new $cls;
$z = new $obj->cls['x'];
$aa = new (trim(' Foo '));
$ab = new static();
$ac = clone $obj;
$ad = clone($obj, ['a' => 1]);
$ae = clone($obj);
$af = fn($x) => $x * 2;
$ag = static fn&(int ...$x): int => 1;
$ah = function ($a) use ($b, &$c): ?int { return null; };
$ai = static function () {};
$aj = #[A] fn() => 1;
$ak = strlen(...);
$al = $obj->method(...);
$am = Foo::method(...);
$an = foo(a: 1, b: 2, ...$args);
$ao = $x |> strlen(...) |> fn($x) => $x + 1;
$ap = isset($a, $b['c'], $d->e);
$aq = empty($a);
$ar = include 'file.php';
$as = require_once __DIR__ . '/x.php';
$at = eval('return 1;');
$au = print 'x';
$av = `ls -la $dir`;
$aw = "Hello $name, {$obj->x} ${var} ${arr['k']} $arr[0] $arr[key] $obj->prop $arr[-1] {$a['b']['c']}";
$ax = <<<EOT
    Hello $name
      indented {$x}
    EOT;
$ay = <<<'NOW'
  raw $text
  NOW;
$az = __LINE__ . __FILE__ . __DIR__ . __FUNCTION__ . __CLASS__ . __METHOD__ . __NAMESPACE__ . __TRAIT__;
$ba = $a++ + ++$b - $c-- - --$d;
$bb = $a .= 'x';
$bb += 1; $bb -= 1; $bb *= 2; $bb /= 2; $bb %= 3; $bb **= 2; $bb &= 1; $bb |= 2; $bb ^= 3; $bb <<= 1; $bb >>= 1; $bb ??= 5;
$bc = &$a;
$bd = &$obj->x;
$be = &foo();
$bf = $$a;
$bg = ${'a' . 'b'};
$bh = $$$a;
$bi = $a[1][2]['x'];
$bj = "abc"[0];
$bk = [1, 2][0];
$bl = FOO[0];
$bm = \Foo\BAR;
$bn = namespace\foo();
$bo = exit;
$bp = die("x");
exit(1);
$bq = match(true) { $a > 1, $a < 0 => 'x', default => 'y' };
$br = yield;
$bs = yield $a;
$bt = yield $k => $v;
$bu = yield from gen();
throw new Exception('x');
$bv = $a ?? throw new Exception();
$bw = 0x1F + 0b101 + 0o17 + 017 + 1_000_000 + 1.5e3 + .5;
$bx = readonly(1);
(void) foo();
