<?php
interface A {} interface B {}
class AB implements A, B {} class OnlyA implements A {}
class Box {
    public A&B $x;
    public (A&B)|null $y = null;
    public static A&B $s;
}
$b = new Box;
$b->x = new AB;
echo get_class($b->x), "\n";
foreach ([fn() => $b->x = new OnlyA, fn() => $b->y = new OnlyA, fn() => Box::$s = new OnlyA, fn() => $b->y = 5] as $f) {
    try { $f(); echo "assigned\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
function r(): A&B { return new OnlyA; }
try { r(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$b->y = new AB;
var_dump($b->y instanceof B);
