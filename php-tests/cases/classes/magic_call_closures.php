<?php
// first-class callables and Closure::fromCallable of __call/__callStatic methods
class M {
    public $tag = 'm';
    public function __call($n, $a) { return "__call:{$this->tag}:$n:" . implode(',', $a); }
    public static function __callStatic($n, $a) { return "__callStatic:$n:" . implode(',', $a); }
}
$m = new M;
$f = $m->foo(...);
var_dump($f instanceof Closure, $f(1, 2), $f());
$g = M::bar(...);
var_dump($g(3));
$h = Closure::fromCallable([$m, 'baz']);
var_dump($h(4, 5));
$i = Closure::fromCallable('M::qux');
var_dump($i());
var_dump(array_map($m->dbl(...), [1, 2]));
$other = new M;
$other->tag = 'other';
$j = $f->bindTo($other);
var_dump($j(9));
$k = clone $f;
var_dump($k('c'));
var_dump(call_user_func($m->viaCuf(...), 'x'));
var_dump(call_user_func_array(M::st(...), ['a', 'b']));
class N {}
try { (new N)->nope(...); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { N::nope(...); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Closure::fromCallable([new N, 'nope']); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
