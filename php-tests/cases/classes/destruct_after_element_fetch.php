<?php
// An object read through an element or a property for one use (a property read, a method
// call, an argument) is not kept alive by the statement's temporaries: it is destructed
// where its last holder goes.
class D {
    public function __construct(public string $n) {}
    public function name() { return $this->n; }
    public function __destruct() { echo "destruct {$this->n}\n"; }
}
class Box { public $d; }
$a = ["o" => new D("echo")];
echo $a["o"]->n, "\n";
unset($a);
echo "after echo\n";
$a = ["o" => new D("arg")];
var_dump($a["o"]->n);
unset($a);
echo "after arg\n";
$a = [[new D("nested")]];
$a[0][0]->name();
unset($a);
echo "after method\n";
$b = new Box;
$b->d = new D("prop");
echo $b->d->name(), "\n";
$b->d = null;
echo "after prop\n";
$list = [new D("l0"), new D("l1")];
foreach ([0, 1] as $i) {
    echo $list[$i]->n, " ";
    $list[$i] = null;
    echo "cleared $i\n";
}
echo "end\n";
