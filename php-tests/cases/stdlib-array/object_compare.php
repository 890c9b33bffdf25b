<?php
class V {
    private $n;
    protected $tag;
    public function __construct($n, $tag = 'a') { $this->n = $n; $this->tag = $tag; }
}
class W { public $n; public function __construct($n) { $this->n = $n; } }
$a = new V(10);
$b = new V(1);
$c = new V(10, 'b');
var_dump($a > $b, $a < $b, $a >= $b, $a <= $b, $a <=> $b, $b <=> $a, $a <=> new V(10));
var_dump($a < $c, $c > $a, $a == new V(10), $a != $c);
$w = new W(1);
var_dump($a <=> $w, $w <=> $a, $a > $w, $w > $a);
$s1 = new stdClass; $s1->v = 1;
$s2 = new stdClass; $s2->v = 2;
$s3 = new stdClass; $s3->v = 1; $s3->extra = 0;
var_dump($s1 < $s2, $s2 < $s1, $s1 <=> $s3, $s3 <=> $s1);
$list = [new V(3), new V(1), new V(2), new V(1, 'z')];
usort($list, fn($x, $y) => $x <=> $y);
var_dump($list);
uasort($list, fn($x, $y) => $y <=> $x);
var_dump($list);
$ws = [new W(5), new W(-1), new W(3)];
sort($ws);
var_dump($ws);
var_dump(max($ws), min($ws));
