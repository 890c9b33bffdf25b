<?php
function f() { $a[$b] += 1; var_dump($a); $c[$d][] = 2; $e[$f] .= "x"; $g[$h]++; }
f();
