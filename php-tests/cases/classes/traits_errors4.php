<?php
echo "start\n";
trait T { const X = 1; }
class C { use T; const X = 2; }
echo "end\n";
