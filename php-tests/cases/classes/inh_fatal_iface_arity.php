<?php
echo "start\n";
interface I { public function f(array $a); } class C implements I { public function f($a, int $b) {} }
echo "end\n";
