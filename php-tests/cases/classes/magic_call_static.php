<?php
class Proxy {
    public function __call(string $name, array $args) { return "__call $name(" . implode(',', $args) . ")"; }
    public static function __callStatic(string $name, array $args) { return "__callStatic $name(" . implode(',', $args) . ")"; }
    private function hidden($x) { return "hidden $x"; }
    public function callStaticFromInside() { return self::undefinedThing(1); }
    public static function staticCtx() { return self::other(2); }
}
$p = new Proxy;
var_dump($p->foo(1, 2), Proxy::bar(3), $p->hidden(4), $p->callStaticFromInside(), Proxy::staticCtx());
var_dump(call_user_func([$p, 'dyn'], 'a'), call_user_func('Proxy::sdyn', 'b'), call_user_func_array([$p, 'arr'], ['x' => 1]));
var_dump($p->named(a: 1, b: 2));
var_dump(is_callable([$p, 'anything']), is_callable('Proxy::anything'), method_exists($p, 'anything'));
class Child extends Proxy { public function test() { return parent::whatever(5); } }
var_dump((new Child)->test());
class OnlyCall { public function __call($n, $a) { return "call:$n"; } }
try { OnlyCall::stat(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class OnlyStatic { public static function __callStatic($n, $a) { return "static:$n"; } }
try { var_dump((new OnlyStatic)->inst()); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$arr = ['Proxy', 'via'];
var_dump($arr('q'));
