<?php
// `Class::$x = v` (one op when the value is unused): cached cells and the slow cases
class A {
    public static $s = 0;
    public static int $ti = 0;
    public static ?A $obj = null;
    protected static $prot = 0;
    private static $priv = 0;
    public static $arr = [];

    static function run() {
        for ($i = 0; $i < 3; $i++) {
            A::$s = $i;
            self::$s = self::$s + 1;
            static::$s = static::$s * 2;
            self::$prot = $i;
            self::$priv = "p$i";
            self::$arr = [$i];
            self::$ti = $i;
        }
        var_dump(A::$s, self::$prot, self::$priv, self::$arr, self::$ti);
        self::$ti = "42";
        var_dump(self::$ti);
        self::$ti = 1.0;
        var_dump(self::$ti);
        foreach (["x", 1.5, null, []] as $bad) {
            try {
                self::$ti = $bad;
            } catch (TypeError $e) {
                echo $e->getMessage(), "\n";
            }
        }
        var_dump(self::$ti);
        self::$obj = new A;
        self::$obj = null;
        var_dump(self::$obj);
    }
}
class B extends A {
    public static $s = 'own';
    static function child() {
        for ($i = 0; $i < 2; $i++) {
            static::$s = "b$i";
            parent::$s = "a$i";
            try {
                self::$priv = 1;
            } catch (Error $e) {
                echo $e->getMessage(), "\n";
            }
        }
        var_dump(A::$s, B::$s);
    }
}
A::run();
B::child();

function outside() {
    for ($i = 0; $i < 2; $i++) {
        A::$s = "out$i";
        try {
            A::$prot = 1;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
        try {
            A::$nope = 1;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
        try {
            Nope::$x = f();
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
    }
    var_dump(A::$s);
}
function f() {
    echo "value first\n";
    return 1;
}
outside();

// rebinding the static to a reference, then assigning through the site again
function rebind() {
    for ($i = 0; $i < 3; $i++) {
        A::$s = $i;
        if ($i == 0) {
            $y = 'y';
            A::$s = &$y;
            A::$s = 'via';
            var_dump($y);
        }
    }
    var_dump(A::$s);
}
rebind();
$r = &A::$ti;
A::$ti = 5;
var_dump($r);
try {
    $r = "nope";
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
$x = A::$s = 'kept';
var_dump($x);

class D {
    public static $d = 1;
    function __destruct() {
        echo "destruct\n";
    }
}
D::$d = new D;
echo "before\n";
D::$d = 2;
echo "after\n";
D::$d = new D;
D::$d = new D;
echo "end\n";

// an ancestor's private static through a child class
class PA {
    private static $hidden = 'h';
    static function viaChild() {
        PC::$hidden = 'set via child';
        return [PC::$hidden, self::$hidden, isset(PC::$hidden)];
    }
}
class PC extends PA {
    static function peek() {
        try {
            return self::$hidden;
        } catch (Error $e) {
            return $e->getMessage();
        }
    }
}
var_dump(PA::viaChild(), PC::peek(), isset(PC::$hidden));
try {
    PC::$hidden = 1;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
