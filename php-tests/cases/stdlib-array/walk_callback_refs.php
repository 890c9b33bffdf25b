<?php
// array_walk's callback with by-reference and by-value parameters, entered directly for
// each element: writes through the reference, a by-value copy, the extra argument by value
// and by reference, methods, and a callback that changes the array as it is walked.
$a = ['x' => 1, 'y' => 2, 'z' => 3];
array_walk($a, function (&$v, $k) { $v = "$k=" . ($v * 10); });
print_r($a);
array_walk($a, function ($v, $k) { $v = 'lost'; echo "$k:$v "; });
echo "\n";
print_r($a);

$n = [1, 2, 3];
array_walk($n, function (&$v, $k, $mul) { $v *= $mul; }, 7);
print_r($n);
$total = 0;
array_walk($n, function ($v, $k, &$sum) { $sum += $v; }, $total);
var_dump($total);

class Acc {
    public $seen = [];
    function add(&$v, $k) { $this->seen[] = $k; $v = strtoupper($v); }
    static function twice(&$v) { $v = $v . $v; }
}
$o = new Acc;
$s = ['a' => 'p', 'b' => 'q'];
array_walk($s, [$o, 'add']);
print_r($s);
print_r($o->seen);
array_walk($s, 'Acc::twice');
print_r($s);

// the array changes while it is walked
$m = [1, 2, 3, 4];
array_walk($m, function (&$v, $k) use (&$m) {
    if ($k == 0) { $m[3] = 40; unset($m[2]); }
    $v = $v + 100;
});
print_r($m);

// array_walk_recursive with a reference parameter
$deep = [1, [2, [3, 4]], 5];
array_walk_recursive($deep, function (&$v, $k) { $v = $v * $v; });
echo json_encode($deep), "\n";

// a reference element of the walked array
$x = 5;
$r = [&$x, 6];
array_walk($r, function (&$v) { $v++; });
var_dump($x, $r[1]);

// many elements in a row
$big = range(1, 3000);
array_walk($big, function (&$v, $k) { $v = $v * 2 + $k; });
echo array_sum($big), "\n";
