<?php
$x = 5;
echo $x > 3 ? "big" : "small", "\n";
echo $x ?: "zero", "\n";
echo 0 ?: "zero", "\n";
echo ($x > 10 ? "a" : ($x > 4 ? "b" : "c")), "\n";
echo null ?: false ?: "last", "\n";
