<?php
echo "x\n";
abstract class A { abstract public function __construct(public $x); }
