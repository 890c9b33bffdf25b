<?php
echo "start\n";
class A { public function f(): int { return 1; } } class B extends A { public function f(): string { return ''; } }
echo "end\n";
