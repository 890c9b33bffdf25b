<?php
$a = !$x instanceof Y ? 1 : 2;
$b = $c ?? $d ?: $e;
$c = $a || $b ? $c && $d : $e or $f;
