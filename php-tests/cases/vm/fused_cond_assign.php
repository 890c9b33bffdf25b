<?php
// conditions compiled as jumps, and `$v = $a op $b` fused into one op: the semantics
// (evaluation order, warnings, references, typed references, destructors) stay php's
function t($name, $v) { echo $name, ": "; var_dump($v); return $v; }

// && / || / ! in if, while, for, do-while and ?:
foreach ([[0, 0], [0, 1], [1, 0], [1, 1], ["0", "a"], [[], [1]], [null, 0.0]] as [$a, $b]) {
    if (t("a", $a) && t("b", $b)) echo "and\n"; else echo "not and\n";
    if (t("a", $a) || t("b", $b)) echo "or\n"; else echo "not or\n";
    if (!t("a", $a) && !t("b", $b)) echo "nor\n";
    if (!(t("a", $a) || $b) || ($a and !$b)) echo "mixed\n";
    echo (t("a", $a) xor $b) ? "xor\n" : "nxor\n";
    echo ($a && $b) ? "T" : "F", ($a || $b) ? "T" : "F", (!$a) ? "T" : "F", "\n";
}
$i = 0;
while ($i < 5 && ($i != 3 || print("three\n"))) { echo $i++, "\n"; }
for ($i = 0, $j = 10; $i < $j && $j - $i > 2; $i++, $j--) echo "$i $j\n";
$k = 3;
do { echo $k, "\n"; } while (--$k > 0 || !($k < -1) && $k-- > -5);
// undefined variables in conditions warn once each, in order
if ($undef1 && $undef2) echo "no\n";
if ($undef3 || $undef4) echo "no\n"; else echo "both falsy\n";
$r = $undef5 && $x;
var_dump($r);
// objects and arrays in conditions
$o = new stdClass;
if ($o && !empty($o) || false) echo "object truthy\n";

// fused arithmetic assignment
$a = 5; $b = 7;
$c = $a + $b; $d = $c * 2.5; $e = $d - $a; $f = $a / 2; $g = $a % 3; $h = 2 ** 10;
var_dump($c, $d, $e, $f, $g, $h);
$s = "abc"; $s2 = $s . "def"; var_dump($s2);
$big = PHP_INT_MAX; $over = $big + 1; var_dump($over);
$n = "5 apples"; $m = $n + 1; var_dump($m);
try { $bad = [] + 1; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $z = 1 % 0; } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(isset($z));
$u = $undef6 + 1; var_dump($u);
// into a reference
$target = 1; $ref = &$target; $ref = $a * 3; var_dump($target);
$arr = [1, 2]; $el = &$arr[0]; $el = $el + 40; var_dump($arr);
// into a global and a static
function g() { global $gv; $gv = $gv + 1; static $sv = 0; $sv = $sv + 10; return $sv; }
$gv = 1; g(); g(); var_dump($gv, g());
// into a typed reference (a typed property bound by reference)
class P { public int $i = 0; public ?float $f = null; }
$p = new P; $ri = &$p->i; $rf = &$p->f;
$ri = $ri + 2; $rf = $ri * 1.5; var_dump($p);
$ri = 1.0 + 2; var_dump($p->i);
try { $ri = $ri . "x"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $ri = 1.5 + 1; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($p->i);
// overwriting an object runs its destructor at the assignment
class D { function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }
$obj = new D(1);
echo "before\n";
$obj = 2 + 3;
echo "after: $obj\n";
$obj = new D(2);
$obj = $obj->n * 10;
echo "after: $obj\n";
// the assigned value is the expression's value
$q = ($w = 3 + 4) * 2; var_dump($q, $w);
$x1 = $y1 = 2 * 3; var_dump($x1, $y1);
// int/float comparisons
var_dump(1 == 1.0, 1 === 1.0, 1 !== 1.0, 2 < 2.5, 3.0 >= 3, -0.0 == 0, PHP_INT_MAX == (float)PHP_INT_MAX);
$nan = NAN; var_dump($nan == $nan, $nan < 1, $nan > 1, 1 <= $nan, $nan != 0, 0 >= $nan);
for ($fl = 0.0; $fl < 1; $fl += 0.25) echo $fl, " ";
echo "\n";
$cnt = 0; while ($cnt < 2.5) { $cnt = $cnt + 1; } var_dump($cnt);
