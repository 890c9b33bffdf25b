<?php
// $this where a reference is asked for: an array literal's &$this holds the object, and
// $this sent to a by-reference parameter is a reference to a copy (no notice).
class Foo {
    public $p = 1;
    function t() {
        $a = [&$this, 'bar'];
        var_dump($a, is_callable($a), call_user_func($a));
        $b = ['k' => &$this];
        $b['k'] = 5;
        var_dump($b, $this instanceof Foo);
        $c = [1, &$this->p];
        $c[1] = 9;
        var_dump($this->p);
    }
    function bar() { return 'ok'; }
}
(new Foo)->t();
$f = function () { return [&$this]; };
var_dump($f->call(new Foo));
function f(&$x) { $x = 1; return 'f'; }
function g($x) { return get_class($x); }
class B {
    function m(&$y) { $y = 2; return 'm'; }
    function t() {
        var_dump(f($this), $this instanceof B);
        $n = 'f';
        var_dump($n($this), $this instanceof B);
        var_dump($this->m($this), $this instanceof B);
        var_dump(f(x: $this), $this instanceof B);
        var_dump(g($this), call_user_func_array('f', [$this]));
        $arr = [3, 1, 2];
        var_dump(array_push($arr, $this) && $this instanceof B);
        var_dump(preg_replace_callback('/a/', [&$this, 'cb'], 'banana'));
    }
    function cb($m) { return 'A'; }
}
(new B)->t();
