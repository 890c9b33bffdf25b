<?php
// `new C` / `new C()` / `new static` without arguments (one op that skips the constructor
// call when there is none)
class D {
    public $n;
    function __destruct() {
        echo "d{$this->n} ";
    }
}
for ($i = 0; $i < 3; $i++) {
    $x = new D;
    $x->n = $i;
    echo "i$i ";
}
echo "\n";
abstract class Ab {}
interface If1 {}
enum En {
    case A;
}
trait Tr {}
foreach (['Ab', 'If1', 'En', 'Tr'] as $k) {
    try {
        match ($k) {
            'Ab' => new Ab,
            'If1' => new If1,
            'En' => new En,
            'Tr' => new Tr(),
        };
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
class Pr {
    private function __construct() {
        echo "private ctor\n";
    }
    static function make() {
        return new static;
    }
    function __destruct() {
        echo "Pr destructed\n";
    }
}
try {
    new Pr;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
var_dump(Pr::make());
class C2 {
    function __construct() {
        echo "ctor ", func_num_args(), "\n";
    }
}
$c = new C2;
$c = new C2();
new C2;
class Thrower {
    function __construct() {
        throw new Exception("from ctor");
    }
    function __destruct() {
        echo "not called\n";
    }
}
for ($i = 0; $i < 2; $i++) {
    try {
        $t = new Thrower;
    } catch (Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    new Nope;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
class WithDefaults {
    public $a = [1];
    public $o;
    const K = 2;
    public $k = self::K * 2;
    public int $typed;
}
for ($i = 0; $i < 3; $i++) {
    $w = new WithDefaults;
    $w->a[] = $i;
}
print_r($w);
echo "\n";
class BadDefault {
    public int $x = UNDEFINED_CONST;
}
for ($i = 0; $i < 2; $i++) {
    try {
        $b = new BadDefault;
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
$e = new Exception;
echo get_class($e), " ", $e->getLine(), "\n";
$ao = new ArrayObject;
var_dump(count($ao));
class St {
    static function mk() {
        return new static;
    }
}
class St2 extends St {}
var_dump(St::mk(), St2::mk());
class Parent1 {
    function __construct() {
        echo "parent ctor\n";
    }
}
class Child1 extends Parent1 {}
$c = new Child1;
class Anon {
    function make() {
        return new class {
            public $p = 1;
        };
    }
}
var_dump((new Anon)->make());
