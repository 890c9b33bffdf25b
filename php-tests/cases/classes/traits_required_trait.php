<?php
trait T1 { public function m() {} }
trait T2 { public function m() {} }
echo "before\n";
class C { use T1 { T2::m insteadof T1; } }
