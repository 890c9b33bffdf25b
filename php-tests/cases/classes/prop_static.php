<?php
class A {
    public static int $count = 0;
    public static $list = [];
    protected static $p = 'prot';
    private static $priv = 'priv';
    public static function inc() { return ++static::$count; }
    public static function getP() { return static::$p; }
    public static function getPriv() { return self::$priv; }
}
class B extends A {
    protected static $p = 'B-prot';
}
class C extends A {
    public static int $count = 100;
}
A::inc(); A::inc(); B::inc(); C::inc();
var_dump(A::$count, B::$count, C::$count);
A::$list[] = 1; A::$list['k'] = 2;
var_dump(A::$list, B::$list);
var_dump(A::getP(), B::getP(), B::getPriv());
$name = 'count';
var_dump(A::$$name);
$cls = 'C';
var_dump($cls::$count);
$r = &A::$count;
$r = 50;
var_dump(B::$count);
try { var_dump(A::$nope); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(A::$p); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(A::$priv); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { A::$count = "abc"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(Nope::$x); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$a = new A;
var_dump($a::$count);
var_dump(isset(A::$count), isset(A::$nope), isset(A::$p));
