<?php
// debug_zval_dump: refcounts of run-time values, packed/hash arrays, references,
// objects with visibility and uninitialized typed properties, recursion.
$i = 1; $f = 1.5; $d = str_repeat("a", 3); $n = null; $b = true; $one = "x";
debug_zval_dump($i, $f, $d, $n, $b, $one, "");
$a = [1, 2, "x" => "y"]; debug_zval_dump($a);
$p = [1, 2, 3]; $q = $p; debug_zval_dump($p);
$e = []; debug_zval_dump($e);
$h = ['a' => 1]; debug_zval_dump($h);
$dyn = [$d, $d]; debug_zval_dump($dyn);
$o = new stdClass; $o->a = 1; $o->b = [1]; $o2 = $o; debug_zval_dump($o);
class P { public $x = 1; protected $y = "s"; private $z = 2.0; public ?int $u; }
debug_zval_dump(new P);
$r = 5; $arr = [&$r]; debug_zval_dump($arr);
$arr[] = &$r; debug_zval_dump($arr);
unset($arr[1]); unset($r); debug_zval_dump($arr);
debug_zval_dump(-0.0, 1e100, NAN, INF, 0.1 + 0.2, PHP_INT_MIN);
debug_zval_dump(fopen('php://memory', 'r'));
enum E { case A; }
debug_zval_dump(E::A);
$nested = [[1, 2], [3]]; debug_zval_dump($nested);
$rec = [1]; $rec[] = &$rec; debug_zval_dump($rec);
$o3 = new stdClass; $o3->self = $o3; debug_zval_dump($o3);
$list = range(1, 3); unset($list[2]); debug_zval_dump($list);
$s1 = implode(",", [1, 2]); $s2 = $s1; $s3 = [$s1]; debug_zval_dump($s1);
try { debug_zval_dump(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
