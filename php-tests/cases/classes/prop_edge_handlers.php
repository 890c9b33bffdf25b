<?php
// Incomplete objects (php's __PHP_Incomplete_Class handlers), integer-like dynamic
// property names in every conversion, php's two kinds of missing typed property
// (never initialised: no magic; unset(): magic methods), and nested property writes
// (the container is fetched for writing: created null, no warning).
function show(Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

echo "--- incomplete objects\n";
$o = unserialize('O:7:"Missing":2:{s:1:"a";i:1;s:1:"b";N;}');
var_dump(isset($o->a), empty($o->a), $o->a ?? 'dflt', $o->zz ?? 'dflt');
try { unset($o->a); } catch (Error $e) { show($e); }
try { $o->a++; } catch (Error $e) { show($e); }
try { $o->a .= 'x'; } catch (Error $e) { show($e); }
try { $o->b[] = 1; } catch (Error $e) { show($e); }
try { $r = &$o->a; } catch (Error $e) { show($e); }
try { $x = 1; $o->a = &$x; } catch (Error $e) { show($e); }
try { $o->c->d = 1; } catch (Error $e) { show($e); }
foreach ($o as $k => $v) { echo "$k => ", var_export($v, true), "\n"; }
var_dump(get_object_vars($o), (array)$o, count((array)$o));
var_dump(property_exists($o, 'a'));
try { var_dump(method_exists($o, 'm')); } catch (Error $e) { show($e); }
try { var_dump(is_callable([$o, 'm'])); } catch (Error $e) { show($e); }
var_dump(is_callable([$o, 'm'], true));
var_dump(array_column([$o], 'a'));
function readIn($o) { return $o->a; }
class Reader {
    function get($o) { return $o->a; }
    static function has($o) { return isset($o->b); }
}
trait ReadTrait { function viaTrait($o) { return $o->a; } }
class UsesTrait { use ReadTrait; }
var_dump(readIn($o), (new Reader)->get($o), Reader::has($o), (new UsesTrait)->viaTrait($o));
for ($i = 0; $i < 2; $i++) { var_dump($o->a); }
$c = clone $o;
var_dump($c == $o, serialize($c));
$n = new __PHP_Incomplete_Class;
var_dump($n, $n->x);
try { $n->x = 1; } catch (Error $e) { show($e); }
var_dump(class_exists('__PHP_Incomplete_Class'), (new ReflectionClass('__PHP_Incomplete_Class'))->isFinal());
$nested = unserialize('a:1:{i:0;O:3:"Foo":1:{s:1:"p";i:2;}}');
var_dump($nested[0]->p ?? 'none', get_class($nested[0]));

echo "--- integer-like dynamic property names\n";
$d = new stdClass;
$d->{'5'} = 'five';
$d->{'-3'} = 'minus';
$d->{'07'} = 'octal-like';
$d->{'1.5'} = 'float-like';
var_dump($d, $d->{5}, isset($d->{'5'}), property_exists($d, '5'), property_exists($d, 5));
$arr = (array)$d;
var_dump($arr, array_keys($arr), $arr[5], $arr[-3]);
var_dump(get_object_vars($d), array_keys(get_object_vars($d)));
foreach ($d as $k => $v) { var_dump($k); }
foreach ($d as $k => &$v) { $v = "[$v]"; } unset($v);
var_dump($d);
$b = (object)[5 => 'a', '6' => 'b', 'x' => 'c', -1 => 'd'];
var_dump($b, $b->{'5'}, $b->{6}, $b->{'-1'});
$b->{'5'} .= '!';
$b->{6}++;
unset($b->{'-1'});
var_dump($b, (array)$b);
$x = 1;
$withRef = [2 => &$x, 'r' => &$x];
$ob = (object)$withRef;
$x = 5;
var_dump($ob);
$a2 = [3 => 'three'];
settype($a2, 'object');
var_dump($a2, $a2->{'3'});
var_dump(json_encode((object)[1 => 'a', 2 => 'b']), json_decode('{"7":"seven"}'), (array)json_decode('{"7":"seven"}'));
$u = unserialize('O:8:"stdClass":2:{i:5;s:1:"x";s:1:"6";s:1:"y";}');
var_dump($u, $u->{'5'}, serialize($u));
print_r((object)[9 => 'nine']); echo "\n";
var_export((object)[9 => 'nine']); echo "\n";
var_dump(array_column([(object)[4 => 'col']], 4), array_column([(object)[4 => 'col']], '4'));
#[AllowDynamicProperties]
class Bag { public $p = 1; }
$g = new Bag;
$g->{'12'} = 'dyn';
var_dump($g, (array)$g, get_object_vars($g));
foreach ($g as $k => $v) { var_dump($k); }

echo "--- missing typed properties: never initialised vs unset()\n";
class Magic {
    public int $a;
    public ?array $list;
    public function __get($n) { echo "__get($n)\n"; return $n === 'a' ? 7 : null; }
    public function __set($n, $v) { echo "__set($n)\n"; }
    public function __isset($n) { echo "__isset($n)\n"; return true; }
    public function __unset($n) { echo "__unset($n)\n"; }
}
$m = new Magic;
try { var_dump($m->a); } catch (Error $e) { show($e); }
var_dump(isset($m->a), empty($m->a), $m->a ?? 'null');
unset($m->a);
var_dump($m->a, isset($m->a));
unset($m->a);
$m->a = 1;
var_dump($m);
$m2 = new Magic;
$m2->a = 3;
unset($m2->a);
var_dump($m2->a);
$m2->a = 4;
unset($m2->a);
$copy = clone $m2;
var_dump($copy->a);
$copy->a = 9;
$m3 = new Magic;
$m3->list[] = 1;
var_dump($m3);
$m4 = new Magic;
unset($m4->list);
$m4->list[] = 1;
var_dump($m4);
$m5 = new Magic;
unset($m5->list);
try { $m5->list = &$x; } catch (Error $e) { show($e); }
class GetOnly {
    public int $n;
    public function __construct() { unset($this->n); }
    public function __get($k) { echo "__get($k)\n"; return 1; }
}
$go = new GetOnly;
$go->n++;
var_dump($go);
class Guarded {
    public int $v;
    public function __construct() { unset($this->v); }
    public function __get($k) { echo "__get($k)\n"; return $this->$k; }
}
try { (new Guarded)->v; } catch (Error $e) { show($e); }
class Priv {
    private int $p;
    public function __construct() { unset($this->p); }
    public function __get($k) { echo "__get($k)\n"; return 5; }
    public function read() { return $this->p; }
}
$pv = new Priv;
var_dump($pv->p, $pv->read());
class RO {
    public readonly int $v;
    public function __construct() { unset($this->v); }
    public function __get($n) { echo "__get($n)\n"; $this->v = 10; return $this->v; }
}
$ro = new RO;
var_dump($ro->v, $ro->v);
try { $ro->v = 3; } catch (Error $e) { show($e); }

echo "--- nested property writes\n";
$s = new stdClass;
try { $s->x->y = 1; } catch (Error $e) { show($e); }
try { $s->w->y->q = 1; } catch (Error $e) { show($e); }
var_dump($s);
class Dyn {}
$dy = new Dyn;
try { $dy->q->y = print("value first\n"); } catch (Error $e) { show($e); }
class Typed { public ?stdClass $t = null; public int $i; public $un; function __construct() { unset($this->un); } }
$t = new Typed;
try { $t->t->y = 1; } catch (Error $e) { show($e); }
try { $t->i->y = 1; } catch (Error $e) { show($e); }
try { $t->un->y = 1; } catch (Error $e) { show($e); }
var_dump($t);
class Over { public function __get($n) { echo "__get($n)\n"; return $n === 'obj' ? new stdClass : null; } }
$ov = new Over;
$ov->obj->x = 1;
try { $ov->nul->x = 1; } catch (Error $e) { show($e); }
class ROHolder { public function __construct(public readonly stdClass $s, public readonly array $a = []) {} }
$rh = new ROHolder(new stdClass);
$rh->s->q = 1;
var_dump($rh->s);
try { $rh->a->x = 1; } catch (Error $e) { show($e); }
class Hidden { private $priv; }
$hd = new Hidden;
try { $hd->priv->x = 1; } catch (Error $e) { show($e); }
class Chain { public $inner; function __construct() { $this->inner = new stdClass; } function set($v) { $this->inner->val = $v; } }
$ch = new Chain;
for ($i = 0; $i < 3; $i++) { $ch->set($i); }
var_dump($ch);
$num = new stdClass;
$num->n = 5;
try { $num->n->b = 1; } catch (Error $e) { show($e); }
try { $undef->a->b = 1; } catch (Error $e) { show($e); }
