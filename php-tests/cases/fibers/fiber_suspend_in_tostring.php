<?php
// Fiber::suspend() inside __toString run by echo, concatenation, interpolation and (string)
class S {
    public function __construct(private string $name) {}
    public function __toString(): string {
        $r = Fiber::suspend("toString {$this->name}");
        return "<{$this->name}:$r>";
    }
}
class Bad {
    public function __toString(): string { Fiber::suspend('bad'); return 42; }
}
function drive(Fiber $f) {
    $v = $f->start();
    $i = 0;
    while (!$f->isTerminated()) {
        echo "  [suspended: $v]\n";
        $v = $f->resume("r" . ++$i);
    }
    return $f->getReturn();
}
$a = new S('a');
$b = new S('b');
var_dump(drive(new Fiber(function () use ($a, $b) {
    echo $a, "\n";
    $x = "left " . $a;
    $y = $b . " right";
    $z = $a . $b;
    $w = "x{$a}y{$b}z";
    $s = "start";
    $s .= $b;
    $c = (string) $a;
    return [$x, $y, $z, $w, $s, $c];
})));
var_dump(drive(new Fiber(function () {
    try {
        return "v" . new Bad;
    } catch (TypeError $e) {
        return $e->getMessage();
    }
})));
// comparisons with a string convert the object (ops and builtins)
var_dump(drive(new Fiber(function () {
    $q = new S('q');
    $r = [$q == '<q:r1>', 'a' < $q, $q != 'x'];
    if ($q == '<q:r4>') { $r[] = 'branch taken'; }
    $r[] = in_array('<q:r5>', [$q]);
    $r[] = array_search('<q:r7>', ['a', $q, $q]);
    return $r;
})));
echo "done\n";
