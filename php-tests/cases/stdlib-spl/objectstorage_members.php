<?php
// a SplObjectStorage subclass's own properties: serialized as members, restored, shown
// by var_dump before the storage, and the storage is no property for casts and exports
class A extends SplObjectStorage {
    protected $a = null;
    private $p = 'private';
    public $b = 1;
    public function __construct() { $this->a = '123'; }
    public function getA() { return $this->a . $this->p; }
}
$s = new A();
$s[new stdClass] = 'info';
$ser = serialize($s);
echo $ser, "\n";
$u = unserialize($ser);
var_dump($u->getA(), $u);
echo $s->serialize(), "\n";
$t = new A();
$t->unserialize($s->serialize());
var_dump($t->getA(), count($t));
var_dump((array) $s, json_encode($s));
var_export($s);
echo "\n";
print_r($s);
