<?php
class Box {
    private $items = ['list' => [1, 2]];
    public function __get($n) { echo "__get($n)\n"; return $this->items[$n] ?? null; }
    public function __set($n, $v) { echo "__set($n)\n"; $this->items[$n] = $v; }
}
$b = new Box;
$b->list[] = 3;
var_dump($b->list);
$b->newArr['k'] = 1;
var_dump($b->newArr);
class RefBox {
    private $items = ['list' => [1]];
    public function &__get($n) { echo "&__get($n)\n"; if (!isset($this->items[$n])) $this->items[$n] = null; return $this->items[$n]; }
}
$r = new RefBox;
$r->list[] = 2;
var_dump($r->list);
$r->fresh['a'] = 'b';
var_dump($r->fresh);
$b->counter = 1;
$b->counter++;
var_dump($b->counter);
$b->s = 'a';
$b->s .= 'b';
var_dump($b->s);
var_dump($b->nope ?? 'coalesce');
