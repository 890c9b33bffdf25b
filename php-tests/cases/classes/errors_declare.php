<?php
class A { final public function f() {} }
echo "before\n";
class B extends A { public function f() {} }
echo "after\n";
