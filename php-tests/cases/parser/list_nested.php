<?php
[[$a, $b], [$c, [$d, $e]]] = $data;
list($x, list($y, $z)) = $data;
['p' => [$p1, $p2], 'q' => ['r' => $r]] = $data;
