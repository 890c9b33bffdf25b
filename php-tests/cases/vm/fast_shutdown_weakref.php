<?php
// The end of the script: a global's object seen through a WeakReference by an output
// handler, which php runs after the destructors (the object only the global held is
// freed by then).
class P { public $data; }
$o = new P;
$o->data = [1, [2, 3], "s"];
$wr = WeakReference::create($o);
ob_start(function ($buf) use ($wr) {
    return $buf . (is_null($wr->get()) ? "freed" : "alive") . "\n";
});
echo "x\n";
