<?php
echo "start\n";
class A { public int $p; } class B extends A { public string $p; }
echo "end\n";
