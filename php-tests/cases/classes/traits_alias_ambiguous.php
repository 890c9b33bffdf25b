<?php
trait A { public function m() {} }
trait B { public function m() {} }
echo "before\n";
class C { use A, B { A::m insteadof B; m as n; } }
