<?php
echo "x\n";
class A { public $p = new stdClass; }
