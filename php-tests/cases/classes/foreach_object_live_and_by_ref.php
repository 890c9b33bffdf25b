<?php
// foreach over a plain object walks its live property table (removals and additions
// during the loop count); by reference each visible property becomes a reference in
// place (a typed one keeps its type); `$this` by reference inside a method.
class C {
    public $a = "A"; public $b = "B"; protected $c = "C"; private $d = "D";
    function byRef() { foreach ($this as $k => &$v) { $v = "x$k"; } unset($v); var_dump($this); }
}
$o = new C;
foreach ($o as $k => &$v) { var_dump($k, $v); $v = "changed.$k"; }
unset($v);
var_dump($o);
$o->byRef();
class T { public int $i = 1; public ?string $s = null; public int $u; }
$t = new T;
foreach ($t as $k => &$p) { var_dump($k); if ($k === 'i') { $p++; } }
unset($p);
var_dump($t);
try { foreach ($t as &$p) { $p = "str"; } } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
unset($p);
$s = new stdClass; $s->x = 1; $s->y = 2;
foreach ($s as $k => &$v) { $v *= 10; if ($k == 'x') { $s->z = 3; } }
unset($v);
var_dump($s);
class E { public $a = 1; public $b = 2; public $c = 3; public $d = 4; }
$e = new E;
foreach ($e as $k => $v) { echo "$k=$v\n"; if ($k === 'a') { unset($e->c); $e->added = 5; } }
$e2 = new E;
$n = 0;
foreach ($e2 as $k => $v) { echo "$k=$v\n"; $e2->{"p$n"} = $n; if (++$n > 6) { echo "stop\n"; break; } }
class R { public function __construct(public readonly int $r = 1) {} }
try { foreach (new R as &$v) { $v = 2; } } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
