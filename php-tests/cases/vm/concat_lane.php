<?php
// Concatenation on the VM's fast lane: strings and ints, temporaries extended in place,
// copy-on-write of shared strings, and everything the lane leaves to the full path.
function show($label, $v) { echo $label, ": ", var_export($v, true), "\n"; }

$s = "";
for ($i = -3; $i < 4; $i++) { $s .= $i; $s .= ","; }
show("ints", $s);
show("extremes", PHP_INT_MAX . "|" . PHP_INT_MIN . "|" . 0 . "|" . -0);

// a temporary chain: "r$i$j" and longer ropes
$keys = [];
for ($i = 0; $i < 3; $i++) { for ($j = 0; $j < 2; $j++) { $keys[] = "r$i-$j" . "!" . $i . $j; } }
show("ropes", $keys);

// copy-on-write: the copy keeps its bytes
$a = "abc";
$b = $a;
$a .= "def";
show("cow", [$a, $b]);
$arr = ["x" => "one"];
$c = $arr["x"];
$c .= "two";
show("cow-elem", [$arr, $c]);

// self-concatenation and the same temporary twice
$d = "ab";
$d .= $d;
show("self", $d . $d);

// references: the lane leaves them to the full path
$e = "ref";
$r = &$e;
$r .= "+1";
$e .= 2;
show("ref", [$e, $r]);

// operands the lane does not convert: floats, bools, null, arrays, objects
class T { function __toString(): string { return "T!"; } }
$f = "f";
$f .= 1.5;
$f .= 1e100;
$f .= -0.0;
$f .= true;
$f .= false;
$f .= null;
$f .= new T;
show("mixed", $f);
show("float-left", 0.1 + 0.2 . "x");
$g = "g";
$g .= @[1];
show("array", $g);

// a variable that is not a string yet
$h = 5;
$h .= 5;
show("int-var", $h);
$k = null;
$k .= "k";
show("null-var", $k);
show("undef", @$undef . "u");

// long strings: past 1 MiB the full path checks the memory limit
$big = str_repeat("x", 1 << 19);
$big2 = $big . $big . $big;
show("big", strlen($big2));
$big2 .= $big2;
show("big-assign", strlen($big2));
$t = "";
for ($i = 0; $i < 5000; $i++) { $t .= "0123456789"; }
show("loop", [strlen($t), md5($t)]);
