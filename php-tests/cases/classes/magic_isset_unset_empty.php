<?php
class Lazy {
    private array $d = ['zero' => 0, 'null' => null, 'str' => 'x', 'arr' => ['k' => 'v']];
    public function __isset($n) { echo "__isset($n)\n"; return array_key_exists($n, $this->d); }
    public function __get($n) { echo "__get($n)\n"; return $this->d[$n]; }
    public function __unset($n) { echo "__unset($n)\n"; unset($this->d[$n]); }
}
$l = new Lazy;
var_dump(isset($l->zero), isset($l->null), isset($l->nope));
var_dump(empty($l->zero), empty($l->str), empty($l->nope));
var_dump($l->str ?? 'dflt', $l->nope ?? 'dflt', $l->null ?? 'dflt');
var_dump(isset($l->arr['k']), isset($l->arr['z']), $l->arr['k'] ?? 'd');
unset($l->str);
var_dump(isset($l->str));
class NoIsset { public function __get($n) { echo "__get($n)\n"; return 1; } }
$n = new NoIsset;
var_dump(isset($n->x), $n->x ?? 'dflt', empty($n->x));
