<?php
trait T { public function exists() {} }
echo "before\n";
class C { use T { missing as other; } }
