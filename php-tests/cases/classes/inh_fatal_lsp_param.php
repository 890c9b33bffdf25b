<?php
echo "start\n";
class A { public function f(int $x) {} } class B extends A { public function f(string $x) {} }
echo "end\n";
