<?php
class D { function __construct(public $n) {} function run() { echo "run {$this->n}\n"; return $this; } function __destruct() { echo "dtor {$this->n}\n"; } }
(new D(1))->run();
echo "after 1\n";
(new D(2))->run()->run();
echo "after 2\n";
new D(3);
echo "after 3\n";
$x = (new D(4))->run()->n;
echo "after 4\n";
function f() { return new D(5); }
f()->run();
echo "after 5\n";
