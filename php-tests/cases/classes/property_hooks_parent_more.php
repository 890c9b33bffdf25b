<?php
// parent::$p::get()/set() when the parent's property has no such hook (php's trampoline)
class Plain { public int $n = 1; public $u; public $v = 4; protected $pr = 5; }
class Hooked extends Plain {
    public int $n = 1 {
        get { return parent::$n::get(); }
        set(int|string $value) { var_dump(parent::$n::set($value)); }
    }
    public $u { get { return parent::$u::get(1); } set { var_dump(parent::$u::set()); } }
    public $pr = 7 { get => parent::$pr::get() * 2; }
    public $v { get { return parent::$v::GET(); } set { parent::$v::Set(value: $value . "!"); } }
}
$h = new Hooked;
$h->n = "12";
var_dump($h->n, $h->pr);
try { $h->n = "abc"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { var_dump($h->u); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { $h->u = 3; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
$h->v = "x";
var_dump($h->v);

class Priv { private $p = 1; }
class PrivChild extends Priv { public $p { get => parent::$p::get(); } public $q { get => parent::$q::get(); } }
try { var_dump((new PrivChild)->p); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump((new PrivChild)->q); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

class Base { public $b = 5; }
class Mid extends Base {}
class Leaf extends Mid { public $b { get { return parent::$b::get(); } set { parent::$b::set(); } } }
$l = new Leaf;
try { $l->b = 2; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
var_dump($l->b);

class Uninit { public int $n; }
class UninitChild extends Uninit { public int $n { get { return parent::$n::get(); } } }
try { var_dump((new UninitChild)->n); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

// writes through a by-reference get hook
class Lst {
    public array $list = [] { &get { echo "get\n"; return $this->list; } }
    private array $store = ['a' => []];
    public array $virt { &get { echo "virt\n"; return $this->store; } }
    public $val { &get { echo "val\n"; $x = 5; return $x; } }
}
$l = new Lst;
$l->list['a']['b'] = 1;
$l->list['a']['b']++;
unset($l->list['a']['c']);
var_dump(isset($l->list['a']['b']), $l->list);
$l->virt['a'][] = 2;
$l->virt['z'] = 3;
var_dump($l->virt);
try { $l->val .= "x"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($l->val);
array_push($l->list, 7);
var_dump(count($l->list));
try { $l->virt = []; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$o = new Lst;
$a = &$o->virt['a'];
$a[] = 'ref';
var_dump($o->virt);
