<?php
// A class implementing Serializable without both __serialize() and __unserialize() is
// deprecated (8.1), when it is declared; abstract classes and interfaces are not.
class S implements Serializable {
    public $d = 1;
    function serialize() { return "x" . $this->d; }
    function unserialize($s) { echo "unserialize($s)\n"; $this->d = substr($s, 1); }
}
class S2 implements Serializable {
    function serialize() { return "y"; }
    function unserialize($s) {}
    function __serialize(): array { return []; }
    function __unserialize(array $a): void {}
}
abstract class A implements Serializable {}
interface I extends Serializable {}
class Child extends S {}
class Half implements Serializable {
    function serialize() { return ""; }
    function unserialize($s) {}
    function __serialize(): array { return []; }
}
echo "declared\n";
$s = serialize(new S);
var_dump($s, unserialize($s));
var_dump(unserialize('a:2:{i:0;C:1:"S":2:{x7}i:1;r:2;}'));
