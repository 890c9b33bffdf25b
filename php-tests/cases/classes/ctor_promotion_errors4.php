<?php
echo "x\n";
class A { public $x; public function __construct(public $x) {} }
