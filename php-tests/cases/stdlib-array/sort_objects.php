<?php
class N {
    public $v;
    public $w;
    public function __construct($v, $w = 0) { $this->v = $v; $this->w = $w; }
}
$list = [new N(3), new N(1, 5), new N(2), new N(1, 2)];
$s = $list; sort($s); var_dump($s);
$s = $list; rsort($s); var_dump($s);
$s = $list; asort($s); var_dump(array_keys($s));
$s = $list; arsort($s); var_dump(array_keys($s));
var_dump(max($list), min($list));
var_dump(array_keys(array_unique([new N(1), new N(1), new N(2)], SORT_REGULAR)));
var_dump(in_array(new N(2), $list), in_array(new N(2), $list, true), array_search(new N(1, 2), $list));
