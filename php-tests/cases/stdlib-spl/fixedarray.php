<?php
function show($f) { echo get_class($f), ": ", $f->getMessage(), "\n"; }
$f = new SplFixedArray(3);
var_dump($f->getSize(), count($f), $f->toArray());
$f[0] = 'a';
$f[2] = 'c';
$f["1"] = 'b';
var_dump($f);
print_r($f);
echo "\n";
var_dump($f[0], $f["2"], $f[1.0], $f[true]);
var_dump(isset($f[0]), isset($f[3]), isset($f[-1]), empty($f[1]), isset($f["1"]), isset($f[1.7]));
try {
    var_dump(isset($f["x"]));
} catch (Throwable $e) {
    show($e);
}
try {
    var_dump($f[null]);
} catch (Throwable $e) {
    show($e);
}
foreach ([3, -1, "x", "1.5", [], 1.5] as $k) {
    try {
        var_dump($f[$k]);
    } catch (Throwable $e) {
        show($e);
    }
    try {
        $f[$k] = 1;
    } catch (Throwable $e) {
        show($e);
    }
    try {
        unset($f[$k]);
    } catch (Throwable $e) {
        show($e);
    }
}
try {
    $f[] = 'd';
} catch (Throwable $e) {
    show($e);
}
unset($f[1]);
var_dump($f->toArray());
foreach ($f as $k => $v) {
    var_dump($k, $v);
}
var_dump($f->setSize(5), $f->getSize(), $f->toArray());
$f->setSize(1);
var_dump($f->toArray());
try {
    $f->setSize(-1);
} catch (Throwable $e) {
    show($e);
}
try {
    new SplFixedArray(-2);
} catch (Throwable $e) {
    show($e);
}
$g = SplFixedArray::fromArray([3 => 'x', 1 => 'y']);
var_dump($g->toArray());
$g = SplFixedArray::fromArray([3 => 'x', 1 => 'y'], false);
var_dump($g->toArray());
var_dump(SplFixedArray::fromArray([])->getSize());
foreach ([['a' => 1], [-1 => 2]] as $bad) {
    try {
        SplFixedArray::fromArray($bad);
    } catch (Throwable $e) {
        show($e);
    }
}
$s = serialize(SplFixedArray::fromArray([1, 'two', [3]]));
echo $s, "\n";
$u = unserialize($s);
var_dump($u->toArray(), $u->getSize());
echo json_encode(SplFixedArray::fromArray([1, 2, null])), "\n";
$c = clone $g;
$c[0] = 'changed';
var_dump($g[0], $c[0]);
var_dump($f instanceof IteratorAggregate, $f instanceof ArrayAccess, $f instanceof Countable, $f instanceof JsonSerializable);
var_dump(iterator_to_array(SplFixedArray::fromArray([5, 6])));
class MyFixed extends SplFixedArray {
    public $extra = 'e';
    public function offsetGet($i): mixed { return "got:" . parent::offsetGet($i); }
}
$m = new MyFixed(2);
$m[1] = 'z';
var_dump($m[1], $m->toArray());
$e = new SplFixedArray();
var_dump($e->getSize(), $e->toArray());
class WithProp extends SplFixedArray { public $p = 'x'; protected $q = 1; }
$w = new WithProp(2);
$w[1] = 'y';
ob_start();
var_dump($w);
echo preg_replace('/#\d+/', '#N', ob_get_clean());
print_r($w);
echo "\n", json_encode($w), "\n";
try {
    SplFixedArray::fromArray([PHP_INT_MAX => 1]);
} catch (Throwable $e) {
    show($e);
}
