<?php
// end-of-script destruction: one pass in handle order; objects made by destructors
class D {
    public function __construct(public string $n, public $keep = null) {}
    public function __destruct() {
        echo "destruct {$this->n}\n";
        if ($this->n === 'c') { new D('temp-from-c'); }
    }
}
$a = new D('a');
$b = new D('b');
$tmp = new D('freed'); unset($tmp);
$c = new D('c');
$cycle1 = new D('cyc1'); $cycle2 = new D('cyc2', $cycle1); $cycle1->keep = $cycle2;
$arr = [new D('in-array'), new D('in-array2')];
function f() { static $s; $s = new D('static'); }
f();
for ($i = 0; $i < 3000; $i++) { $x = new D("loop$i"); $x->keep = $x; unset($x); if ($i % 1000 == 0) echo "i=$i\n"; }
echo "end\n";
