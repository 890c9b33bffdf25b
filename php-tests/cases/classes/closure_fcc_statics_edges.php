<?php
// first-class callables of an enum's cases()/from()/tryFrom(), static-call callables
enum Suit: string implements JsonSerializable {
    case Hearts = 'H';
    case Spades = 'S';
    public function jsonSerialize(): mixed { return ['suit' => $this->name]; }
    public function color(): string { return $this === self::Hearts ? 'red' : 'black'; }
}
enum Flag implements JsonSerializable { case On; public function jsonSerialize(): mixed { return $this->name; } }
enum Self_: string implements JsonSerializable { case A = 'a'; public function jsonSerialize(): mixed { return $this; } }
var_dump(json_encode([Suit::Hearts, 'f' => Flag::On]), json_encode(Self_::A));
$from = Suit::from(...);
$try = Suit::tryFrom(...);
$cases = Suit::cases(...);
var_dump($from, $cases, $from('S'), $try('x'), count($cases()));
$x = Suit::Hearts;
var_dump($x->from(...)('H'), count($x::cases(...)()), $x->color(...)());
var_dump(array_map(Suit::tryFrom(...), ['S', 'Q']), (clone $from)('H'));
try { $from('Z'); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $from(); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $cases(1); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$rf = new ReflectionFunction($try);
var_dump($rf->getName(), $rf->isInternal(), $rf->getNumberOfParameters());
$rm = new ReflectionMethod(Suit::class, 'tryFrom');
$params = $rm->getParameters();
$ret = $rm->getReturnType();
$type = $params[0]->getType();
var_dump($rm->isInternal(), (string) $ret, (string) $type, get_class($type));
unset($params, $ret, $type);
var_dump($rm->getClosure()('S'));
var_dump(Closure::bind($from, null, Flag::class), Closure::bind($from, new stdClass), Closure::bind($from, null, Suit::class)('H'));
var_dump(strlen(...)->bindTo(null, 'stdClass'), strlen(...)->bindTo(null, null)('abc'));
$e = new Exception('m');
$le = new LogicException('n');
var_dump($e->getMessage(...)->bindTo($le)(), $e->getMessage(...)->bindTo(null));
unset($le);

class P { function who() { return "P:" . static::class; } static function s($a) { return static::class . $a; } }
class K extends P {
    function who() { return 'K'; }
    function viaP() { $n = 'who'; $p = 'P'; return [P::who(...)(), $p::who(...)(), P::$n(...)(), parent::who(...)()]; }
}
var_dump((new K)->viaP());
$cls = 'K'; $name = 's'; $k = new K;
var_dump($cls::s(...)(1), K::$name(...)(2), $k::s(...)(3));
try { $k::who(...); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $n = 5; $n::who(...); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { P::nope(...); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

// UnhandledMatchError shows scalars as a trace argument does, enum cases by name
foreach ([Suit::Spades, Flag::On, "tab\there", str_repeat('z', 20), 0.1 + 0.2, 1e15, -0.0, [1], new stdClass] as $v) {
    try { echo match ($v) { 1 => 'one' }; } catch (UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
}
ini_set('precision', 17);
try { echo match (0.1 + 0.2) { 1 => 'one' }; } catch (UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
ini_set('precision', 14);

// static variables: a closure's own, copied by clone and bind; a named function's closure
// shares the function's
function mk() { return function () { static $n = 0; return ++$n; }; }
$a = mk(); $a(); $a(); unset($a);
$b = mk();
var_dump($b());
function counter() { static $c = 0; return ++$c; }
counter();
$fc = counter(...);
var_dump($fc(), counter(), (clone $fc)());
class M { function m() { static $k = 0; return ++$k; } }
$mo = new M; $mo->m();
var_dump($mo->m(...)(), (new M)->m());
$c = function () { static $n = 0; return ++$n; };
$c(); $c();
$bound = $c->bindTo(new M);
$cl = clone $c;
var_dump($bound(), $cl(), $c(), (new ReflectionFunction($cl))->getStaticVariables());
$self = function () use (&$self) { static $z = 0; $z++; return $z === 2 ? clone $self : $z; };
$self();
$copy = $self();
var_dump($copy(), $self());

// handles: a closure temporary dies with its call; `new Closure` takes a handle first
function ids() { $p = new stdClass; $q = new stdClass; $r = [spl_object_id($p), spl_object_id($q)]; unset($q, $p); return implode(',', $r); }
echo ids(), "\n";
$r1 = (function () { return 1; })->bindTo(null);
echo ids(), "\n";
$r2 = (function () { return $this; })->bindTo(new M)(...);
echo ids(), "\n";
try { new Closure; } catch (Error $e) { echo spl_object_id($e), " ", $e->getMessage(), "\n"; }
unset($e);
echo ids(), "\n";
var_dump($x->color(...) instanceof Closure);
$t = (new ArrayObject([]))->getArrayCopy(...);
unset($t);
echo ids(), "\n";

// __debugInfo keys are shown as php's mangled names say, not as the class declares
class Dbg {
    protected $x = 1;
    private $p = 2;
    public function __debugInfo() { return ['x' => 'y', "\0*\0q" => 1, "\0Dbg\0p" => 3, "\0Other\0z" => 4]; }
}
var_dump(new Dbg);
print_r(new Dbg);
echo "\n";
debug_zval_dump(new Dbg);
class NullDbg { public $a = 1; public function __debugInfo() { return null; } }
debug_zval_dump(new NullDbg);

// a fatal error raised inside nested builtins: every builtin call shows in its trace
class Inner { public function __debugInfo() { return 5; } }
class Outer { public function __debugInfo() { print_r(new Inner); return []; } }
function dumpAll(array $xs) { array_map('var_dump', $xs); }
dumpAll([new Outer]);
echo "not reached\n";
