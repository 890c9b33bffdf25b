<?php
// A serialize() made from Serializable::serialize() shares the numbering of the call
// around it: objects written before it are r:N back-references inside, and the values
// it writes take the next numbers of the outer text. __serialize() and __sleep() calls
// do not share it.
class S implements Serializable {
    public $data;
    public function __construct($data = null) { $this->data = $data; }
    public function serialize() { return serialize($this->data); }
    public function unserialize($s) { $this->data = unserialize($s); }
}
class M {
    public $data;
    public function __serialize(): array { return ['s' => serialize($this->data)]; }
    public function __unserialize(array $d): void { $this->data = unserialize($d['s']); }
}
$o = new stdClass;
$s = new S([$o, 1]);
echo $text = serialize([$o, $s, $o]), "\n";
$back = unserialize($text);
var_dump($back[0] === $back[1]->data[0], $back[0] === $back[2]);

$c = new S();
$c->data = ['self' => $c, 'again' => $o];
echo serialize([$o, $c]), "\n";

$m = new M;
$m->data = [$o];
echo serialize([$o, $m, $o]), "\n";

$x = new stdClass;
$inner = new S([$x, $x]);
echo serialize([new S([$x, $inner]), $x]), "\n";
