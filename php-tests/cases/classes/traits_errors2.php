<?php
echo "start\n";
trait A { public $p = 1; }
class C { use A; public $p = 2; }
echo "end\n";
