<?php
#[AllowDynamicProperties]
class D { function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }
register_shutdown_function(function() { echo "shutdown\n"; });
$a = new D(1); $b = new D(2); $c = new D(3);
$x = new D(4); $x->self = $x;
$b = null; echo "after b\n";
function f() { $l = new D(5); echo "in f\n"; } f(); echo "after f\n";
$y = new D(6); $z = $y;
throw new Exception("boom");
