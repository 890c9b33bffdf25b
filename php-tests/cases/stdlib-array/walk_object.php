<?php
class P {
    private $pri = "private";
    protected $pro = "protected";
    public $pub = "public";
    public $list = [1, 2, [3, 4]];
    public function dump() { var_dump($this->pri, $this->pro, $this->pub); }
}
function show($v, $k) { var_dump($k, $v); }
$o = new stdClass;
$o->a = 1;
$o->b = "two";
var_dump(array_walk($o, 'show'));
$p = new P;
array_walk($p, function ($v, $k) { echo str_replace("\0", '\0', $k), " => ", is_array($v) ? 'array' : $v, "\n"; });
array_walk($p, function (&$v, $k) { if (is_string($v)) { $v = strtoupper($v); } });
$p->dump();
array_walk_recursive($p, function (&$v, $k, $add) { if (is_int($v)) { $v += $add; } }, 10);
var_dump($p->list);
array_walk_recursive($o, function ($v, $k) { var_dump($k); });
$e = new stdClass;
var_dump(array_walk($e, 'show'));
foreach ([1, "str", null, 1.5] as $bad) {
    try {
        array_walk($bad, 'show');
    } catch (TypeError $ex) {
        echo get_class($ex), ": ", $ex->getMessage(), "\n";
    }
    try {
        array_walk_recursive($bad, 'show');
    } catch (TypeError $ex) {
        echo get_class($ex), ": ", $ex->getMessage(), "\n";
    }
}
$o->c = [10, 20];
array_walk($o, function (&$v, $k, $x) { $v = is_array($v) ? count($v) : $v . $x; }, "!");
var_dump($o);
