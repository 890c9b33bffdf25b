<?php
trait T { abstract private function secret(int $a); }
echo "before\n";
abstract class C { use T; }
