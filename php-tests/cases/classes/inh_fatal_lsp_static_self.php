<?php
echo "start\n";
class A { public function f(): static {} } class B extends A { public function f(): self {} }
echo "end\n";
