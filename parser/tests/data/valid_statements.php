<?php
if ($a) { echo 1; } elseif ($b) { echo 2; } else if ($c) { echo 3; } else { echo 4; }
if ($a): echo 1; elseif ($b): echo 2; else: echo 3; endif;
while ($a) { break; continue; break 1; }
while ($a): $a--; endwhile;
do { $a++; } while ($a < 10);
for ($i = 0, $j = 1; $i < 10; $i++, $j++) {}
for (;;) { break; }
for ($i = 0; $i < 10; $i++): endfor;
for ((void) $a; $b; (void) $c) {}
foreach ($arr as $v) {}
foreach ($arr as $k => $v) {}
foreach ($arr as &$v) {}
foreach ($arr as $k => &$v) {}
foreach ($arr as [$a, $b]) {}
foreach ($arr as list($a, $b)) {}
foreach ($arr as $k => [$a, $b]) {}
foreach ($arr as $v): endforeach;
switch ($a) { case 1: case 2; echo 1; break; default: echo 2; }
switch ($a): case 1: break; endswitch;
switch ($a) {; case 1: }
try { foo(); } catch (A | B $e) { } catch (C) { } finally { }
try { } finally { }
goto end;
end:
label2: echo 1;
global $a, $b, $$c;
static $x = 1, $y;
static::foo();
echo 1, 2, 3;
unset($a, $b[1], $c->d,);
declare(ticks=1) { echo 1; }
declare(ticks=1): echo 1; enddeclare;
declare(ticks=1);
;
{ echo 1; }
function gen() { yield 1; }
$x = function() { return function() { return 1; }; };
class A { public function __get($n) { return $this->$n; } }
?>
<html><?= $x ?></html>
<?php
echo "done";
$a = [1, 2, 3][0] ?? null;
$f = $obj->list(...);
$f = A::new();
$g = $a->class;
$h = $a?->b?->c;
echo $a->b->c[0]->d;
list('a' => $a) = ['a' => 1];
$x = (function() { return 1; })();
$y = (fn() => 1)();
$z = (new Foo)->bar;
$w = (clone $a)->b;
"abc"->foo();
$x = [$a, 'method']();
$x = 'strlen'('abc');
$x = $a::$b;
$x = $a::$b();
$x = $a::{$b}();
$x = A::$b[0];
$x = $a instanceof static;
$x = - 1 ** 2;
$x = $a & $b | $c ^ ~$d;
$x = $a << 2 >> 1;
$x = !empty($a) && isset($b) || $c;
$x = $a == $b && $b != $c && $c === $d && $d !== $e && $e <> $f;
$x = $a < $b && $b <= $c && $c > $d && $d >= $e;
$x = new Foo(...$args);
$x = $this->{'a' . 'b'}();
$x = "${a}";
$x = "$a->b->c";
$x = "{$a->b()}";
$x = "\x41\u{1F600}\101\n";
$x = b"binary";
$x = __PROPERTY__;
__halt_compiler(); this is garbage { ( [
