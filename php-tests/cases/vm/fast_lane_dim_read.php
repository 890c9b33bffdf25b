<?php
// element reads in loops (fast lane when the element is there): int and string keys,
// numeric-string keys, references in arrays, string offsets, and the warnings otherwise
$a = ['v' => 1, '8' => 'eight', 3 => 'three', 'x' => [1, 2]];
$r = 5; $a['ref'] = &$r;
$s = "abc";
for ($i = 0; $i < 2; $i++) {
    var_dump($a['v'], $a[8], $a['8'], $a[3], $a['3'], $a['ref'], $a['x'][1]);
    var_dump($s[0], $s[-1], $s[2], $s['1']);
    $r++;
}
for ($i = 0; $i < 2; $i++) {
    var_dump($a['nope'] ?? 'dflt');
    var_dump(@$a['nope']);
    echo $a['missing'], "|", $s[5], "|", $s[-9], "\n";
}
$list = [10, 20, 30];
$t = 0;
for ($i = 0; $i < 9; $i++) { $t += $list[$i % 3]; }
var_dump($t);
$n = null; $int = 5;
for ($i = 0; $i < 2; $i++) { var_dump($n['k'], $int[0]); }
try { for ($i = 0; $i < 2; $i++) { $x = $a[[]]; } } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$obj = new ArrayObject(['k' => 'obj']);
for ($i = 0; $i < 2; $i++) { var_dump($obj['k']); }
