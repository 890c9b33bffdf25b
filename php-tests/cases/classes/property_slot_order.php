<?php
#[AllowDynamicProperties]
class P { public int $a; public int $b; public $c = 3; function __construct() { $this->dyn = 1; $this->b = 2; $this->a = 1; } }
var_dump(new P);
class Q { public function __construct(public int $x, public string $y) {} }
var_dump(new Q(1, "s"));
