<?php
echo "start\n";
class A { public function f() {} } class B extends A { private function f() {} }
echo "end\n";
