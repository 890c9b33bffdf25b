<?php
class Acc {
    private $total = 0;
    public function adder() { return function ($n) { $this->total += $n; return $this->total; }; }
    public function arrow() { return fn($n) => $this->total * $n; }
    public function items() { return array_map(fn($x) => $x + $this->total, [1, 2]); }
    public function sorted(array $a) { usort($a, [$this, 'cmp']); return $a; }
    private function cmp($a, $b) { return $b <=> $a; }
    public static function create() { return new self; }
}
$a = Acc::create(); $f = $a->adder();
echo $f(5), " ", $f(10), " ", ($a->arrow())(2), "\n";
print_r($a->items()); print_r($a->sorted([3, 1, 2]));
$m = [$a, 'adder']; $g = $m(); echo $g(1), "\n";
$h = $a->adder(...); echo ($h())(1), "\n";
echo implode(",", array_map([Acc::class, 'create'] === null ? [] : ['strtoupper'][0], ['a', 'b'])), "\n";
