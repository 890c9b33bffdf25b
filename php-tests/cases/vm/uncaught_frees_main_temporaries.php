<?php
// An exception leaving the main script frees its live temporaries first (a foreach's
// generator runs its finally, a temporary object is destructed), then php reports it;
// the script's variables live on until the destructors at the end.
class D {
    function __construct(public $n) {}
    function __destruct() { echo "dtor {$this->n}\n"; }
}
function generate() {
    try { yield 1; yield 2; } finally { echo "finally\n"; }
}
function take($a, $b) {}
set_error_handler(null);
$kept = new D("kept");
foreach ([new D("array elem")] as $v) {}
echo "after loop\n";
foreach (generate() as $i) {
    echo $i, "\n";
    take(new D("temp arg"), throw new Exception("boom"));
}
