<?php
class Box {
    public $items = ['a' => 1, 'b' => ['c' => 2, 'd' => [3]]];
    public $label = 'box';
    public $inner;
    private $hidden = [5, 6];
}
$b = new Box;
$b->inner = new stdClass;
$b->inner->z = 26;
array_walk_recursive($b, function ($v, $k) {
    echo str_replace("\0", '|', (string) $k), ': ', is_object($v) ? get_class($v) : (is_array($v) ? 'array' : $v), "\n";
});
array_walk_recursive($b, function (&$v, $k) { if (is_int($v)) { $v *= 100; } });
var_dump($b);
array_walk($b, function (&$v, $k) { if (is_array($v)) { $v = array_sum(array_filter($v, 'is_int')); } });
var_dump($b);
var_dump(array_walk_recursive($b->inner, function (&$v) { $v = 'changed'; }), $b->inner);
