<?php
echo "start\n";
trait A { public function f() {} }
trait B { public function f() {} }
class C { use A, B; }
echo "end\n";
