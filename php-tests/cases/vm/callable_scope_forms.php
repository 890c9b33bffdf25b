<?php
// php's zend_is_callable rules for builtin callbacks: self/parent/static in strings and
// arrays, ["Class", "parent::m"], __call/__callStatic trampolines, and the reasons given.
class A {
    public function foo() { return "A::foo(" . (isset($this) ? get_class($this) : "static") . ")"; }
    public static function sfoo() { return "A::sfoo(" . static::class . ")"; }
    protected function prot() { return "A::prot"; }
    private function priv() { return "A::priv"; }
    public static function who() { return static::class; }
}
class B extends A {
    public function foo() { return "B::foo"; }
    public static function who() { return "B says " . static::class; }
    public function run() {
        $variants = [
            "self::foo", "parent::foo", "static::foo",
            ["self", "foo"], ["parent", "foo"], ["static", "foo"],
            ["B", "self::foo"], ["B", "parent::foo"], ["B", "A::foo"],
            [$this, "self::foo"], [$this, "parent::foo"], [$this, "A::foo"],
            ["A", "foo"], ["B", "sfoo"], "parent::who", [$this, "parent::who"],
            [$this, "prot"], ["A", "prot"], [$this, "priv"], ["B", "nope"],
            ["B", "C::foo"], ["B", "Missing::foo"], "::foo", [1, "foo"], ["B"], ["B", 5],
        ];
        foreach ($variants as $v) {
            echo json_encode($v), "\n";
            var_dump(is_callable($v));
            try {
                var_dump(call_user_func($v));
            } catch (Throwable $e) {
                echo get_class($e), ": ", $e->getMessage(), "\n";
            }
            try {
                var_dump(array_map($v, [1]));
            } catch (Throwable $e) {
                echo get_class($e), ": ", $e->getMessage(), "\n";
            }
        }
    }
}
class C {
    public function __call($n, $a) { return "__call $n"; }
    public static function __callStatic($n, $a) { return "__callStatic $n"; }
    private function hidden() { return "hidden"; }
    public function run() {
        var_dump(call_user_func([$this, "hidden"]));
        var_dump(call_user_func(["C", "anything"]));
        var_dump(call_user_func("C::other"));
        var_dump(call_user_func([$this, "dyn"]));
    }
}
(new B)->run();
(new C)->run();
var_dump(call_user_func([new C, "hidden"]));
var_dump(call_user_func("C::hidden"));
foreach (["self::foo", ["parent", "foo"], "static::foo"] as $v) {
    try {
        call_user_func($v);
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    var_dump(is_callable($v));
}
try {
    Closure::fromCallable(["B", "parent::nope"]);
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
