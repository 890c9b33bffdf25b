<?php
// ArrayAccess whose offsetGet returns by reference: nested writes, ++ and &$o[k] go through it
class Store implements ArrayAccess {
    public array $d = ['n' => 1, 'list' => []];
    public function offsetExists($o): bool { return isset($this->d[$o]); }
    public function &offsetGet($o): mixed { echo "get($o) "; if (!array_key_exists($o, $this->d)) $this->d[$o] = null; return $this->d[$o]; }
    public function offsetSet($o, $v): void { echo "set($o) "; $this->d[$o] = $v; }
    public function offsetUnset($o): void { echo "unset($o) "; unset($this->d[$o]); }
}
$s = new Store;
$s['n']++; echo "\n";
++$s['n']; echo "\n";
$s['n'] += 5; echo "\n";
$s['list'][] = 'a'; echo "\n";
$s['deep']['x']['y'] = 1; echo "\n";
$r = &$s['n']; $r = 100; echo "\n";
unset($s['list'][0]); echo "\n";
var_dump($s->d);
// without a reference: php's notice, the write is lost
class Plain implements ArrayAccess {
    public array $d = ['a' => [1]];
    public function offsetExists($o): bool { return isset($this->d[$o]); }
    public function offsetGet($o): mixed { return $this->d[$o] ?? null; }
    public function offsetSet($o, $v): void { $this->d[$o] = $v; }
    public function offsetUnset($o): void { unset($this->d[$o]); }
}
$p = new Plain;
$p['a'][] = 2;
$p['b'] = 1;
$p['b']++;
var_dump($p->d);
// ArrayObject / ArrayIterator elements are written in place
$ao = new ArrayObject(['x' => ['y' => 1], 'n' => 1]);
$ao['x']['z'] = 2;
$ao['n']++;
$ao['new'][] = 'v';
$ao[][] = 'appended';
var_dump($ao->getArrayCopy());
$it = new ArrayIterator(['k' => [1]]);
$it['k'][] = 2;
var_dump($it->getArrayCopy());
// WeakMap values are written in place; a missing key is php's Error
$wm = new WeakMap;
$k = new stdClass;
$wm[$k] = ['c' => 0];
$wm[$k]['c']++;
$wm[$k]['list'][] = 1;
var_dump($wm[$k]);
try { $wm[new stdClass]['x'] = 1; } catch (Error $e) { echo get_class($e), ": ", preg_replace('/#\d+/', '#N', $e->getMessage()), "\n"; }
try { $wm[new stdClass]++; } catch (Error $e) { echo get_class($e), ": ", preg_replace('/#\d+/', '#N', $e->getMessage()), "\n"; }
// temporaries freed where php frees them
class T { public $v = 'v'; public static function s() { return 's'; } public function __destruct() { echo "destruct T\n"; } }
echo new T()->v, "\n";
echo "after prop\n";
var_dump(new T() instanceof T);
echo "after instanceof\n";
echo (new T)::class, "\n";
echo "after ::class\n";
echo new T()::s(), "\n";
echo "after static call\n";
$c = clone new T;
echo "after clone\n";
unset($c);
class BadClone { public function __clone() { throw new Exception("no clone"); } public function __destruct() { echo "destruct BadClone#", spl_object_id($this), "\n"; } }
try { $x = clone new BadClone; } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$o1 = new stdClass; $o2 = new stdClass;
echo spl_object_id($o1), " ", spl_object_id($o2), "\n";
class NoCtor {}
try { new NoCtor(a: 1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// promoted by-reference parameter
class Bind { public function __construct(public array &$list) {} }
$list = [1];
$b = new Bind($list);
$b->list[] = 2;
$list[] = 3;
var_dump($list, $b->list);
// end-of-script order: php walks the globals from the last, then again while one went
class D { public function __construct(public string $n) {} public function __destruct() { echo "destruct {$this->n}\n"; } }
$first = new D('first');
$held = new D('held');
$holder = new D('holder');
$holder->o = $held;
$last = new D('last');
echo "end\n";
