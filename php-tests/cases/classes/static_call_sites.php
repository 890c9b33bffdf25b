<?php
abstract class A { static function make() { return static::class; } function inst() { return self::who() . '/' . static::who(); } static function who() { return 'A'; } abstract static function ab(); private static function p() { return 'Ap'; } static function callp() { return self::p(); } function nonst() { return 'ns:' . (isset($this) ? get_class($this) : '-'); } }
class B extends A { static function who() { return 'B'; } static function ab() { return 'abB'; } function viaParent() { return parent::nonst() . '|' . A::nonst(); } }
for ($i = 0; $i < 3; $i++) { echo A::make(), B::make(), (new B)->inst(), B::ab(), A::callp(), B::callp(), (new B)->viaParent(), "\n"; }
foreach (['A', 'B'] as $c) { for ($i = 0; $i < 2; $i++) { try { echo $c::ab(), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; } } }
for ($i = 0; $i < 2; $i++) { try { echo B::nonst(), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; } }
for ($i = 0; $i < 2; $i++) { try { echo A::p(), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; } }
function f() { try { return self::x(); } catch (Error $e) { return $e->getMessage(); } }
function g() { try { return static::x(); } catch (Error $e) { return $e->getMessage(); } }
function h() { try { return parent::x(); } catch (Error $e) { return $e->getMessage(); } }
echo f(), "\n", g(), "\n", h(), "\n";
class M { static function __callStatic($n, $a) { return "cs:$n"; } function __call($n, $a) { return "c:$n"; } function t() { return M::zz() . ' ' . self::yy(); } }
for ($i = 0; $i < 2; $i++) { echo M::foo(), ' ', (new M)->t(), "\n"; }
