<?php
trait A { public function run() { return 'A'; } }
trait B { public function run() { return 'B'; } }
echo "before\n";
class C { use A, B; }
echo "not reached\n";
