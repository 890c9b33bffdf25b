<?php
echo "start\n";
interface I { public function f() { } }
echo "end\n";
