<?php
$f = function ($x) { return $x * 2; };
echo $f(3);
