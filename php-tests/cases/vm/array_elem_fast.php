<?php
// element reads and writes that the fast lane takes, beside the cases it leaves to the
// full path: copy-on-write, by-reference arrays, references in elements, destructors,
// key normalisation, arrays keyed from 1 (hashed, position = key - 1)
function fill(&$ra, $n) { for ($i = 1; $i <= $n; $i++) { $ra[$i] = $i * 2; } }
$a = [];
fill($a, 6);
var_dump($a[1], $a[6], $a[3] + $a[4]);
$b = $a;            // shared: the write separates
$b[2] = "changed";
var_dump($a[2], $b[2]);
function swap(&$ra, $i, $j) { $t = $ra[$i]; $ra[$i] = $ra[$j]; $ra[$j] = $t; }
swap($a, 1, 6);
echo implode(",", $a), "\n";
// string keys that are ints, and ones that are not
$h = [];
$h["5"] = "five"; $h["05"] = "zero-five"; $h["-3"] = "minus"; $h["x"] = 1; $h[""] = "empty";
var_dump($h);
$h[5] = "FIVE";
var_dump($h["5"], $h[5]);
// other key types go the full path (with their deprecations / errors)
$k = [];
$k[true] = "t"; $k[null] = "n"; $k[1.0] = "f";
try { $k[1.5] = "g"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $k[[]] = 1; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($k);
// an element that is a reference is written through
$x = 1;
$r = [0, 0];
$r[1] = &$x;
$r[1] = 42;
var_dump($x);
$copy = $r; $copy[1] = 7; var_dump($x, $r[1]);
// destructors of replaced elements run at the write
class D { function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }
$objs = [new D(1), new D(2)];
echo "replace 0\n";
$objs[0] = "gone";
echo "replaced\n";
$keep = $objs[1];
$objs[1] = 0;
echo "kept: ", $keep->n, "\n";
unset($keep);
// assigning arrays and objects into elements
$m = [];
for ($i = 0; $i < 3; $i++) { $m[$i] = [$i, $i * $i]; }
$m[1][1] = 100;
var_dump($m);
$o = new stdClass; $list = [];
$list[0] = $o; $list[1] = $o; $o->p = 1;
var_dump($list[1]->p, $list[0] === $list[1]);
// the array itself as the value
$self = [1, 2]; $self[2] = $self; var_dump($self);
// holes and appends after keyed writes
$g = []; $g[3] = 'a'; $g[] = 'b'; $g[10] = 'c'; $g[] = 'd'; var_dump($g);
$neg = []; $neg[-5] = 'x'; $neg[] = 'y'; var_dump($neg);
// the internal pointer survives element writes
$p = [1, 2, 3]; next($p); $p[0] = 9; var_dump(current($p), key($p));
// reads through a by-reference parameter, string offsets, missing keys
function rd(&$arr, $k) { return $arr[$k]; }
$s = "hello";
var_dump(rd($a, 3), rd($s, 1), rd($s, -1));
var_dump(rd($a, 99));
var_dump($s[10] ?? "none");
echo $s[10], "\n";
// a typed property holding an array, bound by reference
class T { public array $arr = []; public ?array $n = null; }
$t = new T; $tr = &$t->arr; $tr[0] = 'a'; $tr["k"] = 'b'; var_dump($t->arr);
$nr = &$t->n; $nr[1] = 'x'; var_dump($t->n);
// a string variable written by offset (the full path)
$str = "abc"; $str[1] = 'X'; var_dump($str);
$i5 = 5; try { $i5[0] = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$nul = null; $nul[2] = 'n'; var_dump($nul);
$fal = false; $fal[0] = 1; var_dump($fal);
// compound assignment to elements
$c = [1, 2.5, "3", null, PHP_INT_MAX, [1], 10];
$c[0] += 5; $c[1] *= 2; $c[2] += 1; $c[6] -= 0.5; var_dump($c[0], $c[1], $c[2], $c[6]);
$c[4] += 1; var_dump($c[4]);
$c[3] += 1; var_dump($c[3]);
try { $c[5] += 1; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $c[0] %= 0; } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$c[0] /= 4; var_dump($c[0]);
$c[9] += 1; var_dump($c[9]);
$c["k"] .= "x"; var_dump($c["k"]);
$shared = [1, 2]; $other = $shared; $other[0] += 10; var_dump($shared[0], $other[0]);
function addall(&$arr) { for ($i = 0; $i < 3; $i++) { $arr[$i] += $i; } }
$z = [10, 20, 30]; addall($z); var_dump($z);
$rr = 5; $wr = [&$rr]; $wr[0] += 1; var_dump($rr);
$res = ($c[1] -= 1); var_dump($res);
class TA { public array $a = [1, 2]; public int $i = 0; }
$ta = new TA; $tar = &$ta->a; $tar[0] += 0.5; var_dump($ta->a);
