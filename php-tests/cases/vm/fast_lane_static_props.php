<?php
// static properties and reference-bound variables in loops (fast lane cache hits),
// typed statics, redeclared statics in subclasses, isset, globals and static variables
class A {
    public static $n = 0;
    public static ?int $t = null;
    public static $arr = [];
    protected static $p = 'A';
    static function p() { return static::$p . self::$p; }
    static function loop() {
        for ($i = 0; $i < 3; $i++) {
            self::$n = self::$n + $i;
            static::$n++;
            $x = isset(self::$t);
            self::$t = $i;
            $y = isset(self::$t);
            echo self::$n, ' ', var_export($x, true), var_export($y, true), ' ', static::p(), "\n";
        }
    }
}
class B extends A { protected static $p = 'B'; public static $n = 100; }
A::loop();
B::loop();
echo A::$n, ' ', B::$n, ' ', A::$t, "\n";
try { for ($i = 0; $i < 2; $i++) { A::$t = "x$i"; } } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
for ($i = 0; $i < 2; $i++) { A::$t = "7"; var_dump(A::$t); }
$r = &A::$n;
for ($i = 0; $i < 3; $i++) { $r = $i * 10; echo A::$n, ' '; }
echo "\n";
function counter() { static $c = 0; for ($i = 0; $i < 3; $i++) { $c = $c + 1; } return $c; }
echo counter(), counter(), "\n";
$g = 1;
function useGlobal() { global $g; for ($i = 0; $i < 3; $i++) { $g = $g * 2; } }
useGlobal();
echo $g, "\n";
class D { function __destruct() { echo "D gone\n"; } }
A::$arr = new D;
for ($i = 0; $i < 2; $i++) { A::$arr = $i; echo "after $i\n"; }
try { for ($i = 0; $i < 2; $i++) { $x = A::$p; } } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
for ($i = 0; $i < 2; $i++) { var_dump(isset(A::$nope), isset(B::$t)); }
