<?php
// an ArrayObject's elements in a wrapped object are its property table: no magic
// method runs, no dynamic-property deprecation, a private property is another entry
class UsesMagic {
    public $a = 1;
    private $priv = 'secret';
    public int $typed = 0;
    function __get($n) { echo "__get($n)\n"; }
    function __set($n, $v) { echo "__set($n)\n"; }
    function __isset($n) { echo "__isset($n)\n"; return true; }
    function __unset($n) { echo "__unset($n)\n"; }
}
$obj = new UsesMagic;
$ao = @new ArrayObject($obj);
$ao['a'] = 'changed';
$ao['dynamic'] = 'new';
$ao['priv'] = 'public now';
var_dump($obj);
var_dump($ao['a'], $ao['dynamic'], isset($ao['a']), isset($ao['nothing']), empty($ao['dynamic']));
var_dump($ao['nothing']);
unset($ao['a'], $ao['dynamic'], $ao['nothing']);
var_dump($obj);
try {
    $ao['typed'] = 'text';
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
$ao['typed'] = 5;
var_dump($obj->typed, count($ao));

class U { public int $typed = 0; public readonly int $ro; function __construct() { $this->ro = 1; } }
$o = new U;
$ao = @new ArrayObject($o);
$ao['typed'] = 'text';
var_dump($o);
try { $ao['ro'] = 5; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($o);
