<?php
$a = 10;
$a += 5; echo $a, "\n";
$a -= 3; echo $a, "\n";
$a *= 2; echo $a, "\n";
$a /= 4; echo $a, "\n";
$a %= 4; echo $a, "\n";
$a **= 3; echo $a, "\n";
$a <<= 2; echo $a, "\n";
$a >>= 1; echo $a, "\n";
$a |= 1; echo $a, "\n";
$a &= 6; echo $a, "\n";
$a ^= 3; echo $a, "\n";
$s = "a"; $s .= "b"; echo $s, "\n";
$x = ($y = 3) + 1; echo $x, $y, "\n";
