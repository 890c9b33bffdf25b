<?php
class Plain { public int $n = 1; public string $s = "plain"; }
class Hooked extends Plain {
    public int $n = 1 {
        get { echo "Hooked get\n"; return parent::$n::get() + 100; }
        set { echo "Hooked set $value\n"; parent::$n::set($value * 2); }
    }
    public string $s = "hooked" { get => "[" . parent::$s::get() . "]"; }
}
$h = new Hooked;
var_dump($h->n);
$h->n = 5;
var_dump($h->n, $h->s);
var_dump((array) $h);

class Lst {
    public array $list = [] { &get { echo "ref get\n"; return $this->list; } }
    public int $counter = 0 { &get => $this->counter; }
}
$l = new Lst;
$l->list[] = 1;
$l->list[] = 2;
$l->list['k'] = 'v';
var_dump($l->list);
$r = &$l->list;
$r[] = 3;
var_dump(count($l->list));
foreach ($l->list as &$v) { if (is_int($v)) $v *= 10; }
unset($v);
var_dump($l->list);
$l->counter++;
$l->counter += 5;
var_dump($l->counter);
$l->list = ['reset'];
var_dump($l->list);

class NoRef { public array $items = [] { get => $this->items; } }
$nr = new NoRef;
try { $nr->items[] = 1; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $x = &$nr->items; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { foreach ($nr->items as &$q) {} } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

class VirtParent { public int $v { get => 42; } public int $w { set { echo "VirtParent set $value\n"; } } }
class VirtChild extends VirtParent {
    public int $v { get => parent::$v::get() + 1; }
    public int $w { set { parent::$w::set($value + 1); } }
}
$vc = new VirtChild;
var_dump($vc->v);
$vc->w = 10;
try { $vc->v = 1; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump($vc->w); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { unset($vc->v); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

class FieldVar { public int $x = 3 { get { return isset($field) ? 1 : $this->x; } } }
var_dump((new FieldVar)->x);

interface HasId { public int $id { get; } }
class RoImpl implements HasId { public function __construct(public readonly int $id) {} }
$ro = new RoImpl(7);
var_dump($ro->id, $ro instanceof HasId);
try { $ro->id = 8; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

abstract class AbsSet { abstract public string $name { set; } public function show() { return $this->name; } }
class ConcreteSet extends AbsSet { public string $name = "" { set => ucfirst($value); } }
$cs = new ConcreteSet;
$cs->name = "bob";
var_dump($cs->show());
class FinalHook { public int $f = 0 { final set => $value + 1; } }
$fh = new FinalHook;
$fh->f = 1;
var_dump($fh->f);
