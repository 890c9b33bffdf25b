<?php
echo "start\n";
interface I { private function f(); }
echo "end\n";
