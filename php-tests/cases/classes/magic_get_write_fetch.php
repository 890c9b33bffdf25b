<?php
// writes through properties that __get stands for
class ByRef {
    private $data = [];
    private $hidden = 'h';
    public function &__get($n) { echo "get $n\n"; return $this->data[$n]; }
    public function __set($n, $v) { echo "set $n\n"; $this->data[$n] = $v; }
}
class ByVal {
    private $hidden = 'h';
    public function __get($n) { echo "get $n\n"; return $n === 'obj' ? new ArrayObject() : [1]; }
}
class Throws {
    private $x;
    public function &__get($n) { throw new Exception("from __get $n"); }
}
$a = new ByRef;
$a->list = [];
$a->list[] = 1;
$a->list['k'] = 2;
var_dump($a->list);
$ref = &$a->other;
$ref = 'bound';
var_dump($a->other);
$a->hidden[] = 'x';
$b = new ByVal;
$b->arr[] = 2;
$b->obj[] = 3;
$b->hidden[] = 4;
function take(&$x) { var_dump($x); }
take($b->obj);
take($b->arr);
$y = 1;
foreach ([$a, $b, new Throws] as $o) {
    try {
        $o->hidden = &$y;
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    try {
        $o->x = &$y;
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
