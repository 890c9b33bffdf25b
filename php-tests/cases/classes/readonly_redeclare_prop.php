<?php
class A { public readonly int $p; }
echo "before\n";
class B extends A { public int $p; }
