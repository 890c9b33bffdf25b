<?php
class A { public $v = 'a'; }
class B { public $v = 'b'; }
$a = new A;
$b = new B;
$s = serialize([$a, $b]);
unset($a, $b);
var_dump($r1 = unserialize($s, ['allowed_classes' => false]));
var_dump($r2 = unserialize($s, ['allowed_classes' => true]));
var_dump($r3 = unserialize($s, ['allowed_classes' => ['a']]));
var_dump($r4 = unserialize($s, ['allowed_classes' => ['B', 'Nope']]));
var_dump($r5 = unserialize($s, ['allowed_classes' => []]));
var_dump($r6 = unserialize($s, []));
