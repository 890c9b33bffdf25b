<?php
// PHP 8.5 closures and first-class callables in class constants, property defaults,
// static property defaults and attribute arguments; 8.3 Class::{expr} in constant expressions
function show(Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class Fmt {
    const UPPER = strtoupper(...);
    const WRAP = static function (string $s): string { return "[" . $s . "]"; };
    const LIST = [strrev(...), static function ($x) { return $x . $x; }];
    const PRIV = self::secret(...);
    const NAME = 'UPPER';
    const DYN = self::{'NAME'};
    const DYN2 = self::{'NA' . 'ME'};
    public $p = strlen(...);
    public static $sp = static function () { return static::class . '/' . self::class; };
    private static function secret() { return 'secret'; }
}
class Sub extends Fmt {}
var_dump((Fmt::UPPER)('abc'), (Fmt::WRAP)('x'), Fmt::LIST[0]('abc'), Fmt::LIST[1]('ab'));
var_dump((Fmt::PRIV)(), Fmt::DYN, Fmt::DYN2);
var_dump(((new Fmt)->p)('four'), (Fmt::$sp)(), (Sub::$sp)());
var_dump(Fmt::UPPER instanceof Closure, Fmt::UPPER === Fmt::UPPER);
#[Attribute]
class Check { public function __construct(public Closure $fn) {} }
#[Check(strlen(...))]
#[Check(static function ($v) { return $v > 1; })]
class Target {}
foreach ((new ReflectionClass('Target'))->getAttributes() as $a) {
    var_dump(($a->newInstance()->fn)('xy'));
}
class Bad { const K = nope(...); const M = Bad::nope(...); }
try { var_dump(Bad::K); } catch (Error $e) { show($e); }
try { var_dump(Bad::M); } catch (Error $e) { show($e); }
class Lazy { const K = Missing::{'X'}; }
try { var_dump(Lazy::K); } catch (Error $e) { show($e); }
