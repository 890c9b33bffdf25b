<?php
// Fetching a readonly property for writing, binding a reference into it, unsetting it.
class Test {
    public readonly int $prop;
    public readonly array $arr;
    public readonly object $obj;
    public function init() { $this->prop = 1; $this->arr = []; $this->obj = new stdClass; }
    public function append() { $this->arr[] = 1; }
    public function ref() { $r = &$this->prop; }
    public function bind() { $x = 5; $this->prop = &$x; }
    public function unsetIt() { unset($this->prop); echo "unset done\n"; }
    public function nested() { $this->obj->x = 1; return $this->obj; }
}
function attempt(string $what, callable $f) {
    try {
        $f();
        echo "$what: ok\n";
    } catch (Error $e) {
        echo "$what: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$t = new Test;
attempt('append uninit', fn() => $t->append());
attempt('ref uninit', fn() => $t->ref());
attempt('bind uninit', fn() => $t->bind());
attempt('unset uninit in scope', fn() => $t->unsetIt());
attempt('unset uninit outside', function () use ($t) { unset($t->prop); });
attempt('append outside', function () use ($t) { $t->arr[] = 2; });
$t->init();
attempt('append init', fn() => $t->append());
attempt('ref init', fn() => $t->ref());
attempt('bind init', fn() => $t->bind());
attempt('unset init', fn() => $t->unsetIt());
attempt('nested object write', fn() => var_dump($t->nested()));
attempt('foreach by ref', function () use ($t) { foreach ($t->arr as &$v) {} });
var_dump($t);
