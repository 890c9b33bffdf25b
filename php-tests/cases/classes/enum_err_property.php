<?php
echo "start\n";
enum E { public $x; }
echo "end\n";
