<?php
// freed object handles are reused last-freed first; what an object holds is freed before it
class Box { public $in; public $list = []; function __construct($in = null) { $this->in = $in; } }
$x = new Box(new Box(new Box()));
$x = null;
var_dump(new stdClass, new stdClass, new stdClass);
$y = new Box();
$y->list = [new Box(), new Box()];
unset($y);
var_dump([new stdClass, new stdClass, new stdClass]);
$arr = [new Box(new Box()), new Box()];
$arr = null;
var_dump(new stdClass, new stdClass, new stdClass);
