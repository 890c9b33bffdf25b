<?php
class U {
    public $data;
    public function __unserialize(array $d): void { echo "U::__unserialize\n"; $this->data = $d; }
    public function __wakeup() { echo "never called\n"; }
}
var_dump(unserialize('O:1:"U":2:{i:0;s:1:"a";s:1:"k";a:1:{i:0;i:1;}}'));
var_dump(unserialize('O:1:"U":0:{}'));
class Order {
    public $tag;
    public function __unserialize(array $d): void { $this->tag = $d[0]; echo "unserialize ", is_object($d[0]) ? "obj" : $d[0], "\n"; }
}
class Wk {
    public $tag;
    public function __wakeup() { echo "wakeup ", $this->tag, "\n"; }
}
unserialize('a:3:{i:0;O:5:"Order":1:{i:0;s:5:"first";}i:1;O:2:"Wk":1:{s:3:"tag";s:6:"second";}i:2;O:5:"Order":1:{i:0;O:2:"Wk":1:{s:3:"tag";s:5:"inner";}}}');
