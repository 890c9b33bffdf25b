<?php
trait A { public function m() { return 1; } }
trait B { public function m() { return 2; } }
echo "before\n";
class C { use A, B { A::m insteadof B; B::m insteadof A; } }
