<?php
trait T1 { public $p = 1; }
trait T2 { public $p = 2; }
echo "before\n";
class C { use T1, T2; }
