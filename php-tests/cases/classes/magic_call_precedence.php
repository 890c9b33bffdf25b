<?php
class M {
    private function priv($a) { return "priv($a)"; }
    protected function prot($a) { return "prot($a)"; }
    public function pub($a) { return "pub($a)"; }
    private static function spriv($a) { return "spriv($a)"; }
    public function __call($name, $args) { return "__call($name," . implode(",", $args) . ")"; }
    public static function __callStatic($name, $args) { return "__callStatic($name," . implode(",", $args) . ")"; }
    public function inside() {
        return [$this->priv(1), $this->missing(2), self::missing(3), static::spriv(4), M::priv(5), self::nothere(6)];
    }
    public static function staticInside() {
        try { var_dump(self::priv(7)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
        return [static::missing(8), self::spriv(9)];
    }
}
class N extends M {
    public function childCall() { return [$this->priv(1), $this->prot(2), parent::priv(3), parent::undefined(4)]; }
}
class OnlyCall { public function __call($n, $a) { return "OnlyCall::__call($n)"; } }
class OnlyStatic { public static function __callStatic($n, $a) { return "OnlyStatic::__callStatic($n)"; } public function inst() { return $this->foo(); } }

$m = new M;
var_dump($m->priv(1), $m->prot(2), $m->pub(3), $m->nope(4));
var_dump(M::priv(1), M::spriv(2), M::nope(3));
try { var_dump(M::pub(4)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($m->inside());
var_dump(M::staticInside());
var_dump((new N)->childCall());
var_dump(N::spriv(5));
var_dump((new OnlyCall)->x());
try { OnlyCall::y(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(OnlyStatic::z());
try { (new OnlyStatic)->inst(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { (new OnlyStatic)->w(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

var_dump(method_exists($m, 'priv'), method_exists($m, 'nope'), method_exists('M', '__call'), method_exists('M', 'PUB'));
var_dump(is_callable([$m, 'priv']), is_callable([$m, 'nope']), is_callable('M::nope'), is_callable(['M', 'priv']));
var_dump(is_callable([new OnlyCall, 'anything']), is_callable(['OnlyCall', 'anything']), is_callable('OnlyStatic::q'), is_callable([new OnlyStatic, 'q']));
var_dump(call_user_func([$m, 'priv'], 'cuf'), call_user_func('M::spriv', 'cuf'), call_user_func_array([$m, 'zz'], ['a' => 1]));
$f = [$m, 'prot'];
var_dump($f('arr'));
$g = 'M::hidden';
var_dump($g('str'));
$fc = $m->priv(...);
var_dump($fc('fcc'));
$fs = M::spriv(...);
var_dump($fs('fccs'));
