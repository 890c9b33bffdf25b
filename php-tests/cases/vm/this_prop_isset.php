<?php
// `isset($this->x)`, `empty($this->x)`, `$this->x ?? v` with a literal name
class A {
    public $a = 1;
    public $z = 0;
    public $nul = null;
    public ?int $typed;
    protected $prot = "p";
    private $priv = [];
    public $ref;

    function run() {
        for ($i = 0; $i < 2; $i++) {
            var_dump(isset($this->a), isset($this->z), isset($this->nul), isset($this->typed));
            var_dump(empty($this->a), empty($this->z), empty($this->nul), empty($this->typed));
            var_dump($this->a ?? "d", $this->nul ?? "d", $this->typed ?? "d", $this->undef ?? "d");
            var_dump(isset($this->prot), isset($this->priv), empty($this->priv), isset($this->undef));
            var_dump(isset($this->a, $this->z), isset($this->a, $this->nul));
            var_dump(isset($this->priv[0]), isset($this->a->b), $this->a->b ?? "deep");
        }
        $x = null;
        $this->ref = &$x;
        var_dump(isset($this->ref), empty($this->ref));
        $x = 3;
        var_dump(isset($this->ref), empty($this->ref), $this->ref ?? 0);
        unset($this->a);
        var_dump(isset($this->a), empty($this->a), $this->a ?? "gone");
        $this->typed = 0;
        var_dump(isset($this->typed), empty($this->typed));
    }

    static function outside() {
        foreach (['isset', 'empty', 'coalesce'] as $k) {
            try {
                var_dump(match ($k) {
                    'isset' => isset($this->a),
                    'empty' => empty($this->a),
                    'coalesce' => $this->a ?? 1,
                });
            } catch (Error $e) {
                echo $k, ": ", $e->getMessage(), "\n";
            }
        }
        var_dump(isset($this));
    }
}

class B extends A {
    function sub() {
        var_dump(isset($this->prot), isset($this->priv), empty($this->priv), $this->priv ?? "no");
    }
}

(new A)->run();
A::outside();
(new B)->sub();
$f = function () {
    return isset($this->a);
};
try {
    var_dump($f());
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
var_dump(Closure::bind($f, new A, A::class)());

class M {
    private $d = ['x' => 0, 'y' => 5];
    function __isset($n) {
        echo "isset $n\n";
        return isset($this->d[$n]);
    }
    function __get($n) {
        echo "get $n\n";
        return $this->d[$n];
    }
    function go() {
        for ($i = 0; $i < 2; $i++) {
            var_dump(isset($this->x), empty($this->x), empty($this->y), isset($this->no), $this->y ?? 1);
        }
    }
}
(new M)->go();

class H {
    public int $h = 0 {
        get {
            echo "hook get\n";
            return $this->h;
        }
    }
    public ?int $v {
        get => null;
    }
    function go() {
        var_dump(isset($this->h), empty($this->h), isset($this->v), $this->v ?? "virt");
    }
}
(new H)->go();

// one site, objects of several classes
class C1 { public $p = 1; function t() { return [isset($this->p), empty($this->p), $this->p ?? 'x']; } }
class C2 extends C1 { public $p = 0; }
class C3 { public $p = null; function t() { return [isset($this->p), empty($this->p), $this->p ?? 'x']; } }
class C4 extends C1 { function __construct() { unset($this->p); } }
foreach ([new C1, new C2, new C1, new C4, new C3] as $o) {
    echo json_encode($o->t()), "\n";
}
