<?php
// a destructor runs at the op that drops the last reference, even in the fast lane
class E { function __destruct() { throw new Exception("from dtor"); } }
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "dtor {$this->n}\n"; } }
function f() {
    try { $e = new E; $e = 1; } catch (Exception $x) { echo "caught ", $x->getMessage(), " line ", $x->getLine(), "\n"; }
    $d = new D(1); $d = 2; $i = 0; $i++; $k = $i + 1;
    $a = [new D(2)]; $a = 0; $k = $k + 1;
    $o = new D(3); $p = $o; $o = null; $k++; $p = 5; $k--;
    echo "end $k\n";
}
f();
