<?php
// `Name::m()` with no arguments, by a class's name: every kind of callee and every error.
namespace App;

class Base {
    public static function who() { return static::class; }
    public static function make() { return new static(); }
    public function inst() { return isset($this) ? get_class($this) : 'no this'; }
    private static function secret() { return 'secret'; }
    protected static function prot() { return 'prot'; }
    public static function defaults($a = 1, &$b = null) { return func_num_args() . ':' . $a; }
    public static function required($a) { return $a; }
    public static function __callStatic($n, $args) { return "callStatic $n " . count($args); }
    public static function viaSelf() { return Base::secret() . ' ' . Base::prot(); }
    public static function &byRef() { static $v = 5; return $v; }
    public static function gen() { yield 1; yield 2; }
    public static function thrower() { throw new \RuntimeException('thrown'); }
    public static function counter() { static $n = 0; return ++$n; }
}
class Child extends Base {
    public function callInst() { return Base::inst(); }
    public static function callWho() { return Base::who(); }
    public function callWhoInst() { return Base::who(); }
}
abstract class Abs { abstract public static function a(); }
interface I { public static function i(); }

echo Base::who(), "\n";
echo Child::who(), "\n";
echo get_class(Child::make()), "\n";
echo Child::callWho(), "\n";
echo (new Child)->callWhoInst(), "\n";
echo (new Child)->callInst(), "\n";
echo Base::viaSelf(), "\n";
echo Base::defaults(), "\n";
echo Base::missing(), "\n";
echo Base::secret(), "\n";
echo Base::prot(), "\n";
$r = Base::byRef(); var_dump($r);
foreach (Base::gen() as $v) { echo $v; }
echo "\n";
for ($i = 0; $i < 3; $i++) { echo Base::counter(); }
echo "\n";
$tests = [
    fn() => Base::inst(),
    fn() => Base::required(),
    fn() => Nope::f(),
    fn() => \Nope::f(),
    fn() => Abs::a(),
    fn() => I::i(),
    fn() => Base::thrower(),
];
foreach ($tests as $t) {
    try { var_dump($t()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n"; }
}
// autoloading on the first call
spl_autoload_register(function ($c) {
    echo "autoload $c\n";
    if ($c === 'App\Late') { eval('namespace App; class Late { static function hi() { return "hi"; } }'); }
});
for ($i = 0; $i < 2; $i++) { echo Late::hi(), "\n"; }
try { Never::x(); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
// the result unused, and a trace through the call
class T { static function trace() { echo (new \Exception)->getTraceAsString(), "\n"; } }
T::trace();
function outer() { T::trace(); }
outer();
// #[\NoDiscard] results unused, by name and by self::, and used
class N {
    #[\NoDiscard]
    public static function val() { return 1; }
    public static function run() { self::val(); static::val(); $x = self::val(); (void) self::val(); }
}
N::val();
N::run();
$y = N::val();
(void) N::val();
echo "done\n";
