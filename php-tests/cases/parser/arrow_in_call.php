<?php
$r = array_map(fn($x) => $x ** 2, [1, 2, 3]);
usort($arr, fn($a, $b) => $a <=> $b);
