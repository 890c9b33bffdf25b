<?php
class A {
    protected $p = 1;
    function m() {}
}
echo "start\n";
if (true) {
    class B extends A
    {

        private $p = 2;
    }
}
echo "not reached\n";
