<?php
class G {
    private $data = ['a' => 1];
    public $real = 'real';
    public function __get($n) { echo "__get($n)\n"; return $this->$n ?? "default-$n"; }
    public function __set($n, $v) { echo "__set($n)\n"; $this->$n = $v; }
    public function __isset($n) { echo "__isset($n)\n"; return isset($this->$n); }
    public function __unset($n) { echo "__unset($n)\n"; unset($this->$n); }
}
$g = new G;
var_dump($g->real);
var_dump($g->missing);
$g->newprop = 5;
var_dump($g);
var_dump(isset($g->zz), isset($g->newprop));
unset($g->zz);
unset($g->newprop);
var_dump($g);
var_dump($g->data);
class Recur {
    public function __get($n) { echo "get $n\n"; return $this->$n; }
}
$r = new Recur;
var_dump($r->x);
class Chain {
    public function __get($n) { echo "Chain::__get($n)\n"; return $this->other; }
}
$c = new Chain;
var_dump($c->first);
