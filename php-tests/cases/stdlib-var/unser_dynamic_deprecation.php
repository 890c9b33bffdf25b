<?php
class Plain { public $a; }
var_dump(unserialize('O:5:"Plain":2:{s:1:"a";i:1;s:3:"new";i:2;}'));
#[AllowDynamicProperties]
class Dyn { public $a; }
var_dump(unserialize('O:3:"Dyn":1:{s:3:"new";i:2;}'));
readonly class RO { public int $x; }
var_dump(unserialize('O:2:"RO":1:{s:1:"x";i:1;}'));
try {
    unserialize('O:2:"RO":1:{s:1:"y";i:1;}');
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
