<?php
echo "start\n";
class A { public $p; } class B extends A { private $p; }
echo "end\n";
