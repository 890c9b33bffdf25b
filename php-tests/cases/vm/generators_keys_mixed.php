<?php
function g() { yield 5 => 'a'; yield 'b'; yield 'k' => 'c'; yield 'd'; yield 2 => 'e'; yield 'f'; }
foreach (g() as $k => $v) echo "$k=$v ";
echo "\n";
