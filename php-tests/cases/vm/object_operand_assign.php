<?php
// Arithmetic and compound assignment with an object operand: php's TypeError after
// what converting the other operand reports, pow() as **, and `.=` of an object into
// an array element through its __toString.
class A {}
foreach (['**', '+', '-', '*', '/', '%', '<<', '|', '.'] as $op) {
    foreach ([[2.5, new A], [new A, 2], [[1], new A], [new A, new A]] as [$x, $y]) {
        try { $r = eval("return \$x $op \$y;"); var_dump($r); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    }
}
try { var_dump(pow(2.5, new A)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(pow(new A, 2)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$a = new A; try { $a **= 2; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class A2 { public $p = 1; public static $s = 2; }
$o = new A2;
function t($f) { try { $f(); echo "ok\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(function () { $a = ['k' => 1]; $a['k'] += new A2; });
t(function () { $a = ['k' => new A2]; $a['k'] *= 2; });
t(function () use ($o) { $o->p -= new A2; });
t(function () use ($o) { $o->p = new A2; $o->p %= 3; });
t(function () { A2::$s **= new A2; });
t(function () { $a = [new A2]; $a[0] .= 'x'; });
t(function () { $x = new A2; $x |= 1; });
t(function () { $x = 1.5; $x %= new A2; });
t(function () { $a = new ArrayObject(['k' => 1]); $a['k'] += new A2; });
t(function () { $s = 'abc'; $s[0] .= 'x'; });
class T { function __toString(): string { throw new Exception('boom'); } }
$a = ['x' => 'a'];
try { $a['x'] .= new T; } catch (Exception $e) { echo $e->getMessage(), "\n"; }
var_dump($a);
class S { function __toString(): string { return 'S'; } }
$c = [[1 => 'q']]; $c[0][1] .= new S; $c[0][2] = 'n'; $c[0][2] .= new S; var_dump($c);
$d = []; $d['new'] .= new S; var_dump($d);
$a = ["x" => "a"]; $a["x"] .= new S; var_dump($a);
class S22 { function __toString(): string { return 'S'; } }
$a = ['x' => 'a']; $a['x'] .= new S22; var_dump($a);
$b = ['x' => new S22]; $b['x'] .= 'z'; var_dump($b);
$c = [[1 => 'q']]; $c[0][1] .= new S22; var_dump($c);
$o = new stdClass; $o->p = 'a'; $o->p .= new S22; var_dump($o->p);
class S25 { function __toString(): string { return 'S'; } }
class AA implements ArrayAccess {
    public $d = ['k' => ['x' => 'a']];
    function offsetExists($o): bool { return isset($this->d[$o]); }
    function &offsetGet($o): mixed { return $this->d[$o]; }
    function offsetSet($o, $v): void { $this->d[$o] = $v; }
    function offsetUnset($o): void { unset($this->d[$o]); }
}
$a = new AA; $a['k']['x'] .= new S25; var_dump($a->d);
$a->d['k']['y'] = new S25; $a['k']['y'] .= 'z'; var_dump($a->d);
$ao = new ArrayObject(['k' => ['x' => new S25]]); $ao['k']['x'] .= '!'; var_dump($ao['k']);
class S26 { function __toString(): string { return 'S'; } }
class B { public string $s = 'a'; public array $a = ['x' => 'q']; public int $i = 1; }
$b = new B;
$r = &$b->s; $r .= new S26; var_dump($b->s);
$b->a['x'] .= new S26; var_dump($b->a);
$q = &$b->a; $q['x'] .= new S26; var_dump($b->a);
try { $b->i += new S26; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$t = &$b->i; try { $t += new S26; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
