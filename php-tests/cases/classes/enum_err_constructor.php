<?php
echo "start\n";
enum E { case A; public function __construct() {} }
echo "end\n";
