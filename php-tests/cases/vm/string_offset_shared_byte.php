<?php
// One-byte strings read by offset are shared: writes to a copy never reach the others.
function f($n) { $str = "abcdef"; for ($i = 0; $i < $n; ++$i) { $x = $str[$i % 6]; } return $x; }
echo f(1000), "\n";
$s = "hello";
$c = $s[1]; $c .= "x"; $d = $s[1];
echo $c, " ", $d, " ", $s, "\n";
$c2 = $s[1]; $c2[0] = 'Z'; echo $c2, " ", $s[1], " ", $s, "\n";
$c3 = $s[1]; $c3++; echo $c3, " ", $s[1], "\n";
$arr = []; $arr[$s[0]] = 1; $arr[$s[0]]++; var_dump($arr);
echo $s[-1], $s[0] . $s[4], "\n";
$bin = "\x00\xff"; var_dump($bin[0] === "\0", bin2hex($bin[1]), strlen($bin[1]));
$u = strtoupper($s[0]); echo $u, $s[0], "\n";
$ref = $s[2]; $r = &$ref; $r = "q"; echo $ref, $s[2], "\n";
