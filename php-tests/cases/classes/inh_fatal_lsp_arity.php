<?php
echo "start\n";
class A { public function f($a) {} } class B extends A { public function f($a, $b) {} }
echo "end\n";
