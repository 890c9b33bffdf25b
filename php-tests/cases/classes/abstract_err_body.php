<?php
echo "start\n";
abstract class A { abstract function f() { return 1; } }
