<?php
// static calls, class constants and empty() on properties through the fast lane's
// inline caches: self/static/named classes, late static binding, visibility and magic
class A {
    const K = 'A';
    public static $n = 0;
    public $p = 0;
    public $z = '';
    static function who() { return static::class; }
    static function bump() { self::$n++; return self::$n; }
    static function run() {
        $r = [];
        for ($i = 0; $i < 3; $i++) {
            $r[] = self::who() . static::who() . A::who() . self::K . static::K . A::K;
            self::bump();
        }
        return implode(',', $r);
    }
    function emp() {
        $r = [];
        for ($i = 0; $i < 3; $i++) {
            $r[] = var_export(empty($this->p), true) . var_export(empty($this->z), true);
            $this->p = $i;
            $this->z = $i ? 'x' : '';
        }
        return implode(',', $r);
    }
    private static function hidden() { return 'hidden'; }
    static function callHidden() { $r = ''; for ($i = 0; $i < 2; $i++) { $r .= self::hidden(); } return $r; }
}
class B extends A {
    const K = 'B';
    static function run2() {
        $r = [];
        for ($i = 0; $i < 2; $i++) { $r[] = parent::who() . self::who() . static::K; }
        return implode(',', $r);
    }
}
echo A::run(), "\n", B::run(), "\n", B::run2(), "\n", A::$n, "\n";
echo (new A)->emp(), "\n", (new B)->emp(), "\n";
echo A::callHidden(), "\n";
try { for ($i = 0; $i < 2; $i++) { A::hidden(); } } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
foreach (['A', 'B', 'A'] as $c) { for ($i = 0; $i < 2; $i++) { echo $c::who(), $c::K, ' '; } }
echo "\n";
class M {
    public $d = 1;
    private $priv = 0;
    function __isset($n) { echo "__isset($n) "; return true; }
    function __get($n) { echo "__get($n) "; return 0; }
}
$m = new M;
for ($i = 0; $i < 3; $i++) {
    var_dump(empty($m->d), empty($m->priv), empty($m->nope));
    if ($i == 1) { unset($m->d); }
}
$objs = [new A, new M, new A];
foreach ($objs as $o) { for ($i = 0; $i < 2; $i++) { var_dump(empty($o->p)); } }
for ($i = 0; $i < 2; $i++) { var_dump(!$i, !null, !0, !5); }
