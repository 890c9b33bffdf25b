<?php
['x' => $x, 'y' => $y] = $point;
list('a' => $a, 'b' => $b) = $arr;
[0 => $first, 2 => $third] = $arr;
[$k1 => $v1, CONST_KEY => $v2] = $arr;
