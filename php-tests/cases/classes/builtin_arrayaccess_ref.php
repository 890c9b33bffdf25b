<?php
class RefStore implements ArrayAccess {
    private array $d = ['list' => [1]];
    public function offsetExists($o): bool { return isset($this->d[$o]); }
    public function &offsetGet($o): mixed { echo "&get($o)\n"; if (!isset($this->d[$o])) $this->d[$o] = null; return $this->d[$o]; }
    public function offsetSet($o, $v): void { echo "set($o)\n"; $this->d[$o] = $v; }
    public function offsetUnset($o): void { unset($this->d[$o]); }
    public function dump() { var_dump($this->d); }
}
$r = new RefStore;
$r['list'][] = 2;
$r['new']['k'] = 'v';
$r['list'][0] = 'zero';
$r->dump();
$ao = new ArrayObject(['a' => ['b' => 1]]);
$ao['a']['b'] = 2;
var_dump($ao['a']);
$ao['n'][] = 1;
var_dump($ao->getArrayCopy());
