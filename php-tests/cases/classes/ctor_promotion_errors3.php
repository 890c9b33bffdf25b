<?php
echo "x\n";
class A { public function __construct(public callable $c) {} }
