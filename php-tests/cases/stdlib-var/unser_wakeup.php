<?php
class W {
    public $name;
    public $child;
    public function __wakeup() { echo "wakeup ", $this->name, "\n"; }
}
$a = new W; $a->name = 'outer';
$b = new W; $b->name = 'inner';
$a->child = $b;
$u = unserialize(serialize([$a, new W, $b]));
var_dump($u[0]->child === $u[2]);
echo "-- error after complete objects\n";
var_dump(unserialize('a:2:{i:0;O:1:"W":1:{s:4:"name";s:1:"x";}i:1;X}'));
class Boom {
    public function __wakeup() { throw new LogicException("no wakeup"); }
}
try {
    unserialize('a:2:{i:0;O:4:"Boom":0:{}i:1;O:1:"W":1:{s:4:"name";s:5:"later";}}');
} catch (LogicException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
