<?php
[$a, [$b, $c]] = $d;
['x' => $a, 'y' => $b] = $c;
[, $a] = $b;
list($a, list($b)) = $c;
foreach ($x as [$a, $b]) {}
[$a, &$b] = $c;
