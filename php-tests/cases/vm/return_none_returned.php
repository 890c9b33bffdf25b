<?php
function g(): void { $a = 1; }
function h(int $x): ?int { if ($x) { return $x + 1; } }
function m(): mixed { $a = 1; }
function f(): int { $a = 1; }
g(); g();
echo h(1), "\n";
try { var_dump(h(0)); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(m()); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
class A { function k(): static {} static function s(): ?A {} }
try { (new A)->k(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { A::s(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$c = function (): int {};
try { $c(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
echo "end\n";
class P { function k(): static { return 1; } function j(): self { return 1; } function n(): ?static {} }
class B extends P {}
try { (new B)->n(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { (new P)->n(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { (new B)->k(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { (new B)->j(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function &r(): int { $x = 1; }
try { r(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function gen(): Generator { yield 1; }
foreach (gen() as $v) echo $v, "\n";
function nv(): never { }
try { nv(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function fin(): int { try { $a = 1; } finally { echo "fin\n"; } }
try { fin(); } catch (TypeError $e) { echo $e->getMessage(), " line ", $e->getLine(), "\n"; }
$f = fn(): int => 1;
echo $f(), "\n";
f();
