<?php
class A {
    public $pub = 1;
    protected $prot = 2;
    private $priv = 3;
    public function readOther(A $o) { return [$o->prot, $o->priv]; }
}
class B extends A {
    public function readParent() { return $this->prot; }
    public function readPriv() { return $this->priv; }
    public function writePriv() { $this->priv = 'new'; return $this->priv; }
}
$a = new A;
$b = new B;
var_dump($a->pub);
foreach ([fn() => $a->prot, fn() => $a->priv, fn() => $a->prot = 5, fn() => $a->priv = 5, function () use ($a) { unset($a->priv); }, fn() => $a->prot[] = 1] as $i => $f) {
    try { var_dump($f()); } catch (Error $e) { echo "$i ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
var_dump(isset($a->prot), isset($a->priv), empty($a->priv), property_exists($a, 'priv'));
var_dump($a->readOther($b));
var_dump($b->readParent());
var_dump($b->readPriv());
var_dump($b->writePriv());
var_dump($b);
