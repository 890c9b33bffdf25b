<?php
class A {
    private $d = [];
    function &f() { return $this->d[]; }
}
