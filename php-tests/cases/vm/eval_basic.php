<?php
$a = 1;
$r = eval('$a++; $b = $a * 10; return $b + 1;');
var_dump($r, $a, $b, eval('echo "hi\n";'));
eval('function evf() { return "evf"; } class EvC { const X = 5; }');
echo evf(), EvC::X, "\n";
try { eval('this is bad'); } catch (ParseError $e) { echo get_class($e), ": ", $e->getMessage(), " @ ", $e->getFile(), ":", $e->getLine(), "\n"; }
function g() { $loc = 3; return eval('return $loc * 2;'); } var_dump(g());
eval('echo __FILE__, " ", __LINE__, "\n";');
