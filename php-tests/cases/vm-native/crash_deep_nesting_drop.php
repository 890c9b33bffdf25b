<?php
// Freeing very deeply nested arrays, object chains and reference chains used to overflow
// the Rust stack in the recursive drop.
$a = [];
for ($i = 0; $i < 100000; $i++) { $a = [$a]; }
echo "built\n";
$a = null;
echo "freed\n";
$o = null;
for ($i = 0; $i < 20000; $i++) { $n = new stdClass; $n->next = $o; $o = $n; }
unset($n);
$o = null;
echo "objects freed\n";
$r = [];
for ($i = 0; $i < 100000; $i++) { $r = ['k' => [&$r]]; }
unset($r);
echo "references freed\n";
$h = [];
for ($i = 0; $i < 100000; $i++) { $h = ['x' => $h, 'y' => $i]; }
echo "kept until exit\n";
