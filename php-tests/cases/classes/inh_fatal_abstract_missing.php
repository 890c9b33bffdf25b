<?php
echo "start\n";
abstract class A { abstract function f(); } class B extends A {}
echo "end\n";
