<?php
function gen() { yield 1; yield 2; yield 3; }
foreach (gen() as $k => $v) echo "$k=>$v ";
echo "\n";
function kv() { yield 'a' => 1; yield 'b' => 2; yield 10 => 'x'; yield 'y'; }
foreach (kv() as $k => $v) echo "$k=>$v ";
echo "\n";
$g = gen();
var_dump($g instanceof Generator, $g instanceof Traversable);
