<?php
// Serializable::unserialize() runs while the text is parsed (its output and warnings come
// before what follows it in the text, and before __wakeup calls); a nested unserialize()
// inside it goes on from the caller's depth and keeps its allowed_classes unless it sets
// its own options.
class S implements Serializable {
    public $data;
    public function serialize() { return serialize($this->data); }
    public function unserialize($d) {
        echo "S::unserialize($d)\n";
        $this->data = unserialize($d);
    }
}
class Wk {
    public $n;
    public function __wakeup() { echo "wakeup {$this->n}\n"; }
}
class Opt implements Serializable {
    public $data;
    public function serialize() { return ''; }
    public function unserialize($d) {
        $this->data = unserialize($d, ['max_depth' => 3, 'allowed_classes' => true]);
    }
}
function nest($n, $inner) { return str_repeat('a:1:{i:0;', $n) . $inner . str_repeat('}', $n); }

$inner = 'O:2:"Wk":1:{s:1:"n";s:5:"inner";}';
$s = 'a:3:{i:0;O:2:"Wk":1:{s:1:"n";s:5:"first";}i:1;C:1:"S":' . strlen($inner) . ':{' . $inner . '}i:2;s:1:"x";}';
var_dump(unserialize($s));

$inner = 'i:5';
$s = 'a:2:{i:0;C:1:"S":' . strlen($inner) . ':{' . $inner . '}i:1;i:1;}';
var_dump(unserialize($s));

foreach ([3, 4] as $n) {
    $inner = nest($n, 'i:1;');
    $s = nest(3, 'C:1:"S":' . strlen($inner) . ':{' . $inner . '}');
    echo "nested $n under 3, max_depth 6:\n";
    var_dump(unserialize($s, ['max_depth' => 6]) !== false);
}
$inner = nest(3, 'i:1;');
$s = nest(5, 'C:3:"Opt":' . strlen($inner) . ':{' . $inner . '}');
$v = unserialize($s, ['max_depth' => 6]);
echo "own max_depth: ", json_encode($v), "\n";

$inner = 'O:2:"Wk":1:{s:1:"n";s:1:"z";}';
$s = 'C:1:"S":' . strlen($inner) . ':{' . $inner . '}';
var_dump(unserialize($s, ['allowed_classes' => ['S']]));

// unserialize_callback_func runs for each missing class, the parse going on after it
ini_set('unserialize_callback_func', 'cb');
function cb($name) { echo "cb($name)\n"; if ($name === 'Late') { eval('class Late { public $v; }'); } }
var_dump(unserialize('a:3:{i:0;O:4:"Gone":0:{}i:1;O:4:"Late":1:{s:1:"v";i:1;}i:2;O:4:"Late":0:{}}'));

// a malformed text: the warning comes before the delayed calls, the nested ones included
ini_set('unserialize_callback_func', '');
$inner = 'O:2:"Wk":1:{s:1:"n";s:5:"inner";}';
$s = 'a:3:{i:0;O:2:"Wk":1:{s:1:"n";s:5:"first";}i:1;C:1:"S":' . strlen($inner) . ':{' . $inner . '}i:2;s:1:"x"}';
var_dump(unserialize($s));
