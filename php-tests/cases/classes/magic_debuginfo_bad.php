<?php
class BadDebug { public function __debugInfo() { return 5; } }
echo "start\n";
var_dump(new BadDebug);
echo "end\n";
