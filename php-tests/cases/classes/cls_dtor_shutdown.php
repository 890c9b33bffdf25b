<?php
class Priv { private function __destruct() { echo "priv dtor\n"; } }
class Prot { protected function __destruct() { echo "prot dtor\n"; } }
class Pub { public function __destruct() { echo "pub dtor\n"; } }
class Sub extends Priv {}
$a = new Priv;
$b = new Prot;
$c = new Pub;
$d = new Sub;
$arr = [new Prot];
echo "end of script\n";
