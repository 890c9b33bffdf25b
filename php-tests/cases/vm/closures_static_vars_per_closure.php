<?php
function make() { return function() { static $n = 0; return ++$n; }; }
$a = make(); $b = make();
echo $a(), $a(), $b(), "\n";
