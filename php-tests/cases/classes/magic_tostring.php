<?php
class Money {
    public function __construct(private int $cents) {}
    public function __toString(): string { return sprintf('$%d.%02d', intdiv($this->cents, 100), $this->cents % 100); }
}
$m = new Money(1234);
echo $m, "\n";
var_dump((string)$m, "Total: $m", $m . '', strlen($m), str_repeat($m, 2), $m instanceof Stringable, in_array('Stringable', class_implements($m)));
var_dump($m == '$12.34', '$12.34' == $m, $m === '$12.34');
$arr = [(string)$m => 1];
var_dump($arr);
function s(string $s) { return $s; }
var_dump(s($m));
function st(Stringable $s) { return (string)$s; }
var_dump(st($m));
class NoStr {}
try { echo new NoStr; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { s(new NoStr); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $x = (string)new NoStr; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class Throws { public function __toString(): string { throw new RuntimeException('no string'); } }
try { echo new Throws; } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(strtoupper(new Money(5)), implode(',', [new Money(100), new Money(1)]));
var_dump(new Money(1) < new Money(2));
$s = [new Money(300), new Money(20)];
sort($s);
echo implode(' ', $s), "\n";
