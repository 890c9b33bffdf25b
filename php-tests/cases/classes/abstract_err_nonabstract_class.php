<?php
echo "start\n";
class A { abstract function f(); }
