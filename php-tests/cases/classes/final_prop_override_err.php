<?php
class A { public function __construct(final public readonly int $x) {} }
echo "declared\n";
class B extends A { public function __construct(public readonly int $x) {} }
