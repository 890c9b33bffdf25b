<?php
function f($a = 1, $b = 'x', $c = [1, 2], $d = null, $e = PHP_INT_MAX, $f = 1 + 2 * 3, $g = null ?? 1) {}
function g(array $opts = ['a' => true, 'b' => [1]], float $f = -1.5e3, $h = \M_PI) {}
