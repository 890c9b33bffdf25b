<?php
class A { private $x = 'A-x'; protected $y = 'A-y'; public $z = 'A-z'; }
class B extends A { private $x = 'B-x'; public $y = 'B-y'; }
class C extends B { public $w = 'C-w'; }
foreach ([new A, new B, new C] as $o) {
    $s = serialize($o);
    echo str_replace("\0", '\0', $s), "\n";
    var_dump(unserialize($s));
}
