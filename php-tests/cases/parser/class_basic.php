<?php
class Foo {
    public $a;
    protected $b = 1;
    private $c, $d = 2;
    var $e;
    public function m() {}
}
