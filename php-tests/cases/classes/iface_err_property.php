<?php
echo "start\n";
interface I { public $x; }
echo "end\n";
