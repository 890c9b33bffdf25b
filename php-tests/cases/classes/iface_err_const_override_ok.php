<?php
echo "start\n";
interface I { const X = 1; } class C implements I { const X = 2; }
echo "end\n";
