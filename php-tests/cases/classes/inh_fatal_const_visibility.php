<?php
echo "start\n";
class A { const X = 1; } class B extends A { private const X = 2; }
echo "end\n";
