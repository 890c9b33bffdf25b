<?php
// `self::m()` and `static::m()` of methods the class declares: late static binding,
// overrides with defaults, instance methods through self::, static context errors,
// warnings, traces, closures and traits (left to the general path).
class A {
    public static function sq($v) { return $v * $v; }
    public static function who() { return static::class; }
    public static function name($p) { return "A:$p"; }
    public static function run($n) {
        $s = 0;
        for ($i = 0; $i < $n; $i++) { $s += self::sq($i) + static::sq(1); }
        return $s . " " . self::who() . " " . static::who() . " " . static::name(1) . " " . self::name(2);
    }
    public function inst($x) { return "inst $x " . get_class($this); }
    public function viaSelf() { return self::inst(5); }
    public static function badInst() { return self::inst(6); }
    public static function undef() { return self::sq($missing); }
    public static function deep($n) { return $n <= 0 ? 0 : 1 + self::deep($n - 1); }
    public static function trace($x) { return self::where($x); }
    public static function where($x) { return (new Exception())->getTraceAsString(); }
    public static function closure() { $f = function () { return self::sq(3); }; return $f(); }
    public static function typed(int $i) { return $i; }
    public static function callTyped($v) { return self::typed($v); }
}
class B extends A {
    public static function sq($v, $plus = 100) { return $v + $plus; }
    public static function name($p) { return "B:$p"; }
}
trait T { public static function tt() { return self::uu(2); } public static function uu($x) { return "uu$x"; } }
class UT { use T; }

echo A::run(4), "\n";
echo B::run(4), "\n";
echo (new B)->viaSelf(), "\n";
try { A::badInst(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo A::undef(), "\n";
echo A::deep(5000), "\n";
echo A::trace(1), "\n";
echo A::closure(), "\n";
echo A::callTyped("7"), "\n";
try { A::callTyped([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
echo UT::tt(), "\n";
