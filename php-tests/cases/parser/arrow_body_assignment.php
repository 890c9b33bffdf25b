<?php
$f = fn() => $a = 5;
$g = fn() => yield 1;
$h = fn($x) => throw new Exception($x);
