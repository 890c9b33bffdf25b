<?php
trait T { abstract public function make(self $x): self; }
echo "before\n";
class C { use T; public function make(int $x): int { return $x; } }
