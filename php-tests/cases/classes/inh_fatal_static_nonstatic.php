<?php
echo "start\n";
class A { public function f() {} } class B extends A { public static function f() {} }
echo "end\n";
