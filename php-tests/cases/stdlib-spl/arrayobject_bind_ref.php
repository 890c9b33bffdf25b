<?php
// `$ao[$k] = &$v` binds the element (php fetches its slot for writing); `$ao[] = &$v` has
// no slot: php's notice, then the Error
$tmp = 1;
$a = new ArrayIterator();
$a['k'] = &$tmp;
$tmp = 2;
var_dump($a->getArrayCopy());
$o = new ArrayObject(['x' => 0]);
$o['z'] = &$tmp;
$o['x'] = &$tmp;
$tmp = 3;
var_dump($o->getArrayCopy(), $o['z']);
try {
    $o[] = &$tmp;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
class P { public $p = 1; }
$obj = new P;
$w = new ArrayObject($obj);
$w['p'] = &$tmp;
$w['q'] = &$tmp;
$tmp = 4;
var_dump($obj);
$x = 1;
$it = new ArrayIterator();
$it[] = $x;
$it[] = &$x;
