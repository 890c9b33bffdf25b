<?php
function add($a, $b) { return $a + $b; }
echo add(2, 3), "\n";
echo hoisted(), "\n";
function hoisted() { return "hoisted works"; }
function noReturn() {}
var_dump(noReturn());
function fact($n) { return $n <= 1 ? 1 : $n * fact($n - 1); }
echo fact(20), "\n";
echo ADD(1, 1), "\n";
