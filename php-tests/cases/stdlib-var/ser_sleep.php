<?php
class S {
    public $a = 1;
    protected $b = 2;
    private $c = 3;
    public $d = 4;
    public function __sleep() { echo "sleep\n"; return ['a', 'b', 'c']; }
    public function __wakeup() { echo "wakeup\n"; $this->d = 'woken'; }
}
$s = serialize(new S);
echo str_replace("\0", '\0', $s), "\n";
var_dump(unserialize($s));
class Missing {
    public $x = 1;
    public function __sleep() { return ['x', 'nope', 'x']; }
}
var_dump(serialize(new Missing));
class NotArray {
    public function __sleep() { return 42; }
}
var_dump(serialize(new NotArray));
var_dump(serialize([new NotArray, 'after']));
