<?php
class A { public static $x = 1; protected static $p = 'pa'; private static $q = 'qa'; const C = 'ca'; protected const PC = 'pca'; private const QC = 'qca';
  public static int $t = 0;
  static function get() { return [self::$x, static::$x, self::$p, self::$q, self::C, static::C, self::PC, self::QC]; }
  static function inc() { for ($i = 0; $i < 3; $i++) { self::$x++; static::$t += 2; } return [self::$x, self::$t]; } }
class B extends A { public static $x = 10; const C = 'cb'; static function getB() { return [self::$x, parent::$x, self::$p, self::C, parent::C, self::PC]; } }
for ($i = 0; $i < 2; $i++) { var_dump(A::get(), B::get(), B::getB(), A::inc(), B::inc()); }
foreach (['A', 'B'] as $c) { for ($i = 0; $i < 2; $i++) { echo $c::$x, $c::C, "\n"; } }
for ($i = 0; $i < 2; $i++) { try { echo A::$p; } catch (Error $e) { echo $e->getMessage(), "\n"; } try { echo A::PC; } catch (Error $e) { echo $e->getMessage(), "\n"; } try { echo A::$nope; } catch (Error $e) { echo $e->getMessage(), "\n"; } try { echo A::NOPE; } catch (Error $e) { echo $e->getMessage(), "\n"; } }
for ($i = 0; $i < 2; $i++) { var_dump(isset(A::$x), isset(A::$p), isset(A::$zz), empty(B::$x)); }
$r = &A::$x; $r = 99; echo A::$x, "\n"; A::$x = 5; echo $r, "\n";
class D { #[\Deprecated] const OLD = 1; }
for ($i = 0; $i < 2; $i++) { echo D::OLD, "\n"; }
enum E { case One; case Two; const X = self::Two; }
for ($i = 0; $i < 2; $i++) { var_dump(E::One, E::X, E::One === E::One); }
class L { public static $lazy = E::Two; const K = [1, 2, E::One]; }
for ($i = 0; $i < 2; $i++) { var_dump(L::$lazy, L::K); }
function f() { try { return self::$x; } catch (Error $e) { return $e->getMessage(); } }
echo f(), "\n";
