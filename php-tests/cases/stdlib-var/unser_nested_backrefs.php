<?php
// An unserialize() made from Serializable::unserialize() shares the back-reference
// numbers of the call around it: it can refer to the values read before it, and the
// values it reads take the next numbers of the outer text. The values of a call that
// failed cannot be referred to.
class S implements Serializable {
    public $data;
    public function serialize() { return serialize($this->data); }
    public function unserialize($d) { $this->data = unserialize($d); }
}
class O2 { public $v; }
function c($inner) { return 'C:1:"S":' . strlen($inner) . ':{' . $inner . '}'; }
// R:2 inside is the outer's second value
var_dump(unserialize('a:2:{i:0;i:7;i:1;' . c('R:2;') . '}'));
// r:2 inside is the outer's object; R:4 outside is the inner call's result
var_dump(unserialize('a:2:{i:0;O:2:"O2":1:{s:1:"v";' . c('r:2;') . '}i:1;a:1:{i:0;R:4;}}'));
// the values read inside number on: 3 = S, 4 = inner array, 5 = its O2
var_dump(unserialize('a:2:{i:0;' . c('a:1:{i:0;O:2:"O2":1:{s:1:"v";i:5;}}') . 'i:1;r:4;}'));
// SplObjectStorage's text shares the numbers too
$inner = 'x:i:1;O:8:"stdClass":0:{};m:a:0:{}';
var_dump(unserialize('a:2:{i:0;C:16:"SplObjectStorage":' . strlen($inner) . ':{' . $inner . '}i:1;r:4;}'));
// a failed inner call's values cannot be referred to
var_dump(unserialize('a:2:{i:0;' . c('a:1:{i:0;O:2:"O2":1:{s:1:"v";i:5;}') . 'i:1;r:4;}'));
