<?php
class Plain { public int $n = 1; public $s = 4; }
class Hooked extends Plain {
    public $s = "hooked" { get { $f = function() { return parent::$s::get(); }; return $f(); } }
    public $n { get { return parent::$n::get(); } }
}
echo "x\n";
var_dump((new Hooked)->s);
