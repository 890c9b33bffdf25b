<?php
echo "start\n";
class A { final const X = 1; } class B extends A { const X = 2; }
echo "end\n";
