<?php
// Loops the leaf runs with fused steps: `$k += $i` followed by `$k <= N` and `$a[$k] = N`,
// with the operands that hand them back to the full path.
function sieve($n) {
    $flags = range(0, $n);
    $count = 0;
    for ($i = 2; $i <= $n; $i++) {
        if ($flags[$i] > 0) {
            for ($k = $i + $i; $k <= $n; $k += $i) {
                $flags[$k] = 0;
            }
            $count++;
        }
    }
    return $count;
}
echo sieve(100), " ", sieve(8192), "\n";

// the step overflows into a float, the step is a float, a string, null
$k = PHP_INT_MAX - 5;
$i = 2;
for (; $k <= 100; $k += $i) {}
for ($k = PHP_INT_MAX - 5; $k >= 100; $k += $i) {
    var_dump($k);
    if (is_float($k)) break;
}
for ($k = 0; $k <= 3; $k += 1.5) { var_dump($k); }
$s = "2";
for ($k = 0; $k <= 5; $k += $s) { var_dump($k); }
$z = null;
for ($k = 0, $c = 0; $k <= 5 && $c < 3; $k += $z, $c++) { var_dump($k); }
$w = "x";
try {
    for ($k = 0; $k <= 5; $k += $w) { var_dump($k); }
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$arr = [1];
try {
    for ($k = 0; $k <= 5; $k += $arr) {}
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}

// `$a[$k] = N` on what is not a plain array
$a = [];
for ($k = 0; $k < 3; $k++) { $a[$k] = 7; }
print_r($a);
$h = ['x' => 1];
for ($k = 5; $k > 2; $k--) { $h[$k] = 0; }
print_r($h);
$sk = "key";
for ($k = 0; $k < 2; $k++) { $h[$sk] = 1; }
print_r($h);
$r = [1, 2, 3];
$ref = &$r;
for ($k = 0; $k < 3; $k++) { $ref[$k] = 9; }
print_r($r);
$copy = $r;
for ($k = 0; $k < 3; $k++) { $r[$k] = 4; }
print_r($copy);
print_r($r);
$str = "abc";
for ($k = 0; $k < 2; $k++) { $str[$k] = 1; }
var_dump($str);
$n = null;
for ($k = 0; $k < 2; $k++) { $n[$k] = 5; }
var_dump($n);
for ($k = 0; $k < 2; $k++) { $undef[$k] = 5; }
var_dump($undef);
$int = 3;
try {
    for ($k = 0; $k < 2; $k++) { $int[$k] = 5; }
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$fk = 1.5;
for ($k = 0; $k < 1; $k++) { $a[$fk] = 3; }
print_r($a);
$ao = new ArrayObject([]);
for ($k = 0; $k < 2; $k++) { $ao[$k] = 8; }
var_dump(count($ao));

// the fused forms inside callees the leaf runs frameless, and in loops with calls
function inner($m, $n) {
    $t = 0;
    for ($k = 0; $k < $n; $k += 2) {
        $t += $m[$k][1];
    }
    $z = [0, 0, 0];
    for ($k = 0; $k < 3; $k++) {
        $z[$k] = 5;
    }
    return $t + $z[2];
}
function tick() {}
function outer() {
    $m = [[1, 2], [3, 4], [5, 6], [7, 8]];
    $sum = 0;
    for ($i = 0; $i < 4; $i++) {
        $sum += inner($m, 4);
        tick();
    }
    $s = "";
    for ($i = 0; $i < 3; $i++) {
        $s .= "ab";
        tick();
    }
    return "$sum $s";
}
echo outer(), "\n";

// `$x++` as a counted loop's body: with a literal bound and a variable one, the counter
// overflowing into a float, and bounds that are not ints
$x = 0;
for ($i = 0; $i < 1000; $i++) $x++;
$n = 7;
for ($i = 0; $i < $n; $i++) $x++;
echo $x, "\n";
$x = PHP_INT_MAX - 2;
for ($i = 0; $i < 5; $i++) $x++;
var_dump($x);
$y = 0;
$fb = 3.5;
for ($i = 0; $i < $fb; $i++) $y++;
$sb = "4";
for ($i = 0; $i < $sb; $i++) $y++;
$nb = null;
for ($i = 0; $i > $nb; $i++) $y++;
var_dump($y);
$x = 0;
for ($i = PHP_INT_MAX - 3; $i < PHP_INT_MAX; $i++) $x--;
var_dump($x, $i);

// `$a[$i] = v` filling a list in key order, after removals, from a shared copy, and out of
// order
$a = [];
for ($i = 0; $i < 5; $i++) { $a[$i] = $i * 2; }
$b = $a;
for ($i = 5; $i < 7; $i++) { $a[$i] = $i; }
unset($a[6]);
for ($i = 6; $i < 8; $i++) { $a[$i] = -$i; }
$a[] = "next";
var_dump($a, count($b));
$c = [1, 2];
for ($i = 3; $i < 5; $i++) { $c[$i] = $i; }
$c[] = "after";
print_r($c);
$e = [];
for ($i = 1; $i >= 0; $i--) { $e[$i] = $i; }
$e[] = "e";
print_r($e);
