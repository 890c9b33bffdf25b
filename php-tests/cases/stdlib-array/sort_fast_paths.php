<?php
// The all-int / all-string fast paths of the flag sorts must give php's exact (stable) order.
$ints = [5, -3, 5, 0, PHP_INT_MAX, PHP_INT_MIN, 7, -3, 2, 5, 11, 0, 1, 9, 8, 4, 3, 6, 10, 12];
$a = $ints; sort($a); echo json_encode($a), "\n";
$a = $ints; rsort($a); echo json_encode($a), "\n";
$a = ['x' => 3, 'y' => 1, 'z' => 3, 'w' => 1, 'v' => 2, 10 => 3, 11 => 1];
$b = $a; asort($b); var_dump($b);
$b = $a; arsort($b); var_dump($b);
$k = [10 => 'a', -5 => 'b', 3 => 'c', 0 => 'd', 99 => 'e'];
$b = $k; ksort($k); var_dump($k);
krsort($b); var_dump($b);
$s = ['pear', 'apple', 'Banana', 'apple', 'cherry', '', 'äpfel', 'app', 'apples', 'b'];
$a = $s; sort($a); echo json_encode($a), "\n";
$a = $s; rsort($a); echo json_encode($a), "\n";
$a = $s; sort($a, SORT_STRING); echo json_encode($a), "\n";
$a = $s; sort($a, SORT_STRING | SORT_FLAG_CASE); echo json_encode($a), "\n";
$sa = ['a' => 'x', 'b' => 'y', 'c' => 'x', 'd' => 'w', 'e' => 'y'];
$b = $sa; asort($b); var_dump($b);
$b = $sa; arsort($b); var_dump($b);
$sk = ['pear' => 1, 'apple' => 2, 'Banana' => 3, 'b1' => 4, 'b10' => 5, 'b9' => 6];
$b = $sk; ksort($b); var_dump($b);
$b = $sk; krsort($b); var_dump($b);
// numeric strings: smart comparison, not the fast path
$n = ['10', '9', '2', '1e1', ' 3', 'abc', '010', '9.5'];
$a = $n; sort($a); var_dump($a);
$a = $n; sort($a, SORT_STRING); var_dump($a);
$nk = ['10' => 'a', '9' => 'b', '1e1' => 'c', '010' => 'd', 'x' => 'e'];
ksort($nk); var_dump($nk);
// SORT_NUMERIC on ints beyond 2**53 compares as floats: ties keep their order
$big = [9007199254740993, 9007199254740992, 3, 9007199254740993, 1];
$a = $big; sort($a, SORT_NUMERIC); var_dump($a);
$a = $big; asort($a, SORT_NUMERIC); var_dump($a);
$a = $big; sort($a); var_dump($a);
// mixed and references take the general path
$m = [3, '2', 1.5, 'x', true, null];
sort($m); var_dump($m);
$x = 5; $r = [3, &$x, 1]; sort($r); $x = 100; var_dump($r);
$one = [42]; sort($one); var_dump($one);
$empty = []; var_dump(sort($empty), $empty);
mt_srand(5);
$big = [];
for ($i = 0; $i < 5000; $i++) { $big["k" . mt_rand(0, 2000)] = mt_rand(0, 50); }
asort($big); echo md5(json_encode($big)), "\n";
arsort($big); echo md5(json_encode($big)), "\n";
ksort($big); echo md5(json_encode($big)), "\n";
$v = array_values($big); sort($v); echo md5(json_encode($v)), "\n";
