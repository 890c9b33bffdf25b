<?php
// Shifts of ints on the VM's fast lane (negative and wide shift counts, negative
// operands), and a call's result passed straight on as another call's argument (by
// value, to a by-reference parameter, from a function returning by reference).
foreach ([0, 1, 5, -1, -8, PHP_INT_MAX, PHP_INT_MIN] as $a) {
    foreach ([0, 1, 3, 62, 63, 64, 65, 200] as $b) {
        echo $a << $b, " ", $a >> $b, "|";
    }
    echo "\n";
}
$x = 1;
for ($i = 0; $i < 70; $i += 7) { $y = $x << $i; $z = -$y >> ($i % 64); echo "$i:$y:$z "; }
echo "\n";
try { echo 1 << -1; } catch (ArithmeticError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $n = -3; echo 1 >> $n; } catch (ArithmeticError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(1.5 << 1, "8" >> 1, true << 3, null >> 1);
try { var_dump([] << 1); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

function id($v) { return $v; }
function twice($a, $b) { return [$a, $b]; }
function addone(&$r) { $r++; return $r; }
function &refret() { static $s = 10; return $s; }
function pick($x) { return $x & 1 ? $x : $x >> 1; }
$sum = 0;
for ($i = 0; $i < 20; $i++) { $sum += id(pick($i)) + twice(id($i), pick($i))[1]; }
echo $sum, "\n";
echo addone(id(5)), "\n";
echo addone(refret()), " ", refret(), "\n";
var_dump(twice(refret(), id(refret())));
$arr = [3, 1, 2];
echo end(id($arr)), "\n";
