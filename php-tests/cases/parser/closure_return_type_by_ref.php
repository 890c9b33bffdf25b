<?php
$f = function &(array &$a): ?int { return $a[0]; };
$g = function () use ($x): int|false { return false; };
