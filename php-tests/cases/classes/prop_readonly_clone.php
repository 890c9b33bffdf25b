<?php
class V {
    public function __construct(public readonly array $items, public readonly ?V $next = null) {}
    public function __clone() {
        $this->items = array_merge($this->items, ['cloned']);
    }
}
$v = new V([1], new V([2]));
$w = clone $v;
var_dump($v, $w);
var_dump($v->next === $w->next);
class Twice {
    public readonly int $n;
    public function __construct() { $this->n = 1; }
    public function __clone() { $this->n = 2; $this->n = 3; }
}
try { $t = clone new Twice; var_dump($t); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class Outside { public readonly int $n; public function __construct() { $this->n = 1; } }
$o = clone new Outside;
try { $o->n = 2; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($o);
