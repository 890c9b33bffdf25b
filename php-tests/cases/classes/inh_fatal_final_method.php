<?php
echo "start\n";
class A { final public function f() {} } class B extends A { public function f() {} }
echo "end\n";
