<?php
// `++$this->x`, `$this->x op= v` (one op each): the cached plain case and every slow case
class P {
    public $a = 1;
    public $f = 1.5;
    public $s = "9";
    public int $t = PHP_INT_MAX - 2;
    public float $fl = 1.0;
    public ?int $n = null;
    public int|string $u = 5;
    public readonly int $r;
    public private(set) int $ps = 0;
    public array $arr = [];
    public $ref = 0;

    function __construct() { $this->r = 1; }

    function run() {
        for ($i = 0; $i < 3; $i++) {
            $this->a++;
            ++$this->a;
            $this->a += 10;
            $this->a -= 3;
            $this->a *= 2;
            $x = $this->a--;
            $y = --$this->a;
            $this->f += 1;
            $this->f++;
        }
        var_dump($this->a, $x, $y, $this->f);
        $this->a = 7;
        $this->a /= 2;
        var_dump($this->a);
        $this->a %= 2;
        $this->a **= 3;
        $this->a <<= 4;
        $this->a |= 1;
        $this->a ^= 3;
        $this->a &= 0xff;
        $this->a >>= 1;
        var_dump($this->a);
        $this->s .= "x";
        $this->s .= 1;
        var_dump($this->s);
        $this->s = "5";
        $this->s++;
        var_dump($this->s);
        $this->s = "a";
        $this->s++;
        var_dump($this->s);
        $this->s = "z";
        $this->s++;
        var_dump($this->s);
        for ($i = 0; $i < 4; $i++) {
            try {
                $this->t++;
            } catch (Error $e) {
                echo get_class($e), ": ", $e->getMessage(), "\n";
            }
        }
        var_dump($this->t);
        try {
            $this->t += 1;
        } catch (TypeError $e) {
            echo $e->getMessage(), "\n";
        }
        $this->t = PHP_INT_MIN;
        try {
            $this->t--;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
        try {
            $this->t += "abc";
        } catch (TypeError $e) {
            echo $e->getMessage(), "\n";
        }
        $this->t = 1;
        $this->t += "2";
        $this->t += 1.0;
        var_dump($this->t);
        try {
            $this->t += 1.5;
        } catch (TypeError $e) {
            echo $e->getMessage(), "\n";
        }
        $this->fl += 1;
        $this->fl++;
        var_dump($this->fl);
        $this->n++;
        $this->n += 2;
        var_dump($this->n);
        $this->n = null;
        $this->n--;
        var_dump($this->n);
        $this->u .= "x";
        var_dump($this->u);
        try {
            $this->r++;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
        try {
            $this->r += 1;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
        $this->ps++;
        $this->ps += 4;
        var_dump($this->ps);
        $this->arr += ['k' => 1];
        $this->arr += ['k' => 2, 'l' => 3];
        var_dump($this->arr);
        try {
            $this->arr++;
        } catch (TypeError $e) {
            echo $e->getMessage(), "\n";
        }
        try {
            $this->arr += 1;
        } catch (TypeError $e) {
            echo $e->getMessage(), "\n";
        }
        // a reference in the property
        $r = &$this->ref;
        for ($i = 0; $i < 3; $i++) {
            $this->ref++;
            $this->ref += 2;
        }
        var_dump($r);
        unset($r);
        // undefined and unset properties
        $this->dyn++;
        $this->dyn2 += 5;
        $this->dyn3 .= "s";
        var_dump($this->dyn, $this->dyn2, $this->dyn3);
        unset($this->a);
        $this->a++;
        var_dump($this->a);
        try {
            $this->a %= 0;
        } catch (DivisionByZeroError $e) {
            echo $e->getMessage(), "\n";
        }
        return $this->a += 100;
    }

    static function outside() {
        try {
            $this->a++;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
        try {
            $this->a += f();
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
    }
}

function f() {
    echo "f called\n";
    return 1;
}

class Child extends P {
    private $own = 100;
    function more() {
        for ($i = 0; $i < 2; $i++) {
            $this->own++;
            $this->own += 2;
            $this->a++;
        }
        var_dump($this->own, $this->a);
    }
}
class Base {
    private $hid = 1;
    function bump() {
        $this->hid++;
        $this->hid += 10;
        return $this->hid;
    }
}
class Sub extends Base {
    public $hid = 'sub';
    function bumpSub() {
        $this->hid .= '!';
        return $this->hid;
    }
}
$sb = new Sub;
var_dump($sb->bump(), $sb->bumpSub(), $sb->bump());

$p = new P;
var_dump($p->run());
P::outside();
$c = new Child;
$c->more();
$c->run();

class Magic {
    private $data = ['x' => 1];
    function __get($n) {
        echo "get $n\n";
        return $this->data[$n] ?? null;
    }
    function __set($n, $v) {
        echo "set $n = ", var_export($v, true), "\n";
        $this->data[$n] = $v;
    }
    function go() {
        $this->x++;
        $this->x += f();
        $this->y .= "s";
        var_dump($this->data);
    }
}
(new Magic)->go();

class OnlyGet {
    function __get($n) {
        echo "get $n\n";
        return 5;
    }
    function go() {
        $this->x++;
        $this->y += 2;
        var_dump(get_object_vars($this));
    }
}
(new OnlyGet)->go();

class Hooked {
    public int $v = 0 {
        get {
            echo "get\n";
            return $this->v;
        }
        set(int $x) {
            echo "set $x\n";
            $this->v = $x;
        }
    }
    public int $virt {
        get => 42;
    }
    function go() {
        for ($i = 0; $i < 2; $i++) {
            $this->v++;
            $this->v += 10;
        }
        var_dump($this->v);
        try {
            $this->virt++;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
        try {
            $this->virt += 1;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
    }
}
(new Hooked)->go();

#[AllowDynamicProperties]
class Dyn {
    function go() {
        $this->q++;
        $this->w -= 2;
        var_dump($this->q, $this->w);
    }
}
(new Dyn)->go();

readonly class RO {
    public int $x;
    function __construct() { $this->x = 1; }
    function go() {
        try {
            $this->nope++;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
        try {
            $this->nope += 1;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
    }
}
(new RO)->go();

// one site, objects of several classes
class Q1 { public $v = 1; function inc() { $this->v++; $this->v += 2; return $this->v; } }
class Q2 extends Q1 { public $w = 0; }
class Q3 extends Q1 { public $v = 1.5; }
foreach ([new Q1, new Q2, new Q3, new Q1, new Q3] as $o) {
    echo $o->inc(), "\n";
}
$cl = function () {
    $this->v++;
    $this->v *= 3;
    return $this->v;
};
echo Closure::bind($cl, new Q1, Q1::class)(), "\n";
echo Closure::bind($cl, new Q3, Q3::class)(), "\n";
