<?php
// element writes the fast lane makes with one lookup (test and write together), beside
// the ones it gives back to the full path: an old element with a destructor, a reference
// element, a shared array, a hashed array filled backwards, `op=` on unique and shared
// arrays, and the next-free-index error
class D { function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }
function backwards($n) {
    for ($i = $n - 1; $i >= 0; $i--) { $y[$i] = $i * 3; }
    return $y;
}
$y = backwards(12);
echo implode(",", array_keys($y)), "\n";
for ($i = 0; $i < 12; $i++) { $y[$i] = $y[$i] + 1; }
echo implode(",", $y), "\n";
// the old element's destructor runs at the write, before the next statement
$o = [];
for ($i = 0; $i < 3; $i++) { $o[$i] = new D($i); }
for ($i = 0; $i < 3; $i++) { $o[$i] = $i; echo "after $i\n"; }
// an element that is a reference is written through, in a loop
$x = 10;
$r = [0, 0, 0];
$r[1] = &$x;
for ($i = 0; $i < 3; $i++) { $r[$i] = $i + 100; }
var_dump($x, $r);
// a shared array separates; the other keeps its values
$a = [1, 2, 3, 4];
$b = $a;
for ($i = 0; $i < 4; $i++) { $b[$i] = $b[$i] * 10; }
echo implode(",", $a), " | ", implode(",", $b), "\n";
// op= on an array held once, and on one shared
$c = [1.5, 2, 3];
$d = $c;
for ($k = 0; $k < 3; $k++) { for ($i = 0; $i < 3; $i++) { $c[$i] += $i; $d[$i] *= 2; } }
var_dump($c, $d);
// op= on a hashed array, int and string keys
$h = [5 => 1, "a" => 2, 9 => 3];
for ($i = 0; $i < 4; $i++) { $h[5] += 1; $h["a"] -= 1; $h[9] *= 2; }
var_dump($h);
// op= on a missing element warns; on a string element converts (full path)
$m = [1, "7"];
for ($i = 0; $i < 2; $i++) { $m[$i] += 1; }
$m[5] ??= 0;
for ($i = 5; $i < 7; $i++) { $m[$i] += 1; }
var_dump($m);
// the next index after PHP_INT_MAX is taken
$big = [PHP_INT_MAX => 1];
try { for ($i = 0; $i < 2; $i++) { $big[] = $i; } } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(count($big));
echo "end\n";
