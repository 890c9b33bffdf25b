<?php
echo "start\n";
interface I { public function f(); } class C implements I {}
echo "end\n";
