<?php
enum Plain { case A; case B; public function label(): string { return ucfirst(strtolower($this->name)); } }
interface HasLabel { public function label(): string; }
enum Labeled: int implements HasLabel {
    case One = 1;
    public function label(): string { return 'one'; }
    public static function make(): static { return self::One; }
}
var_dump(Plain::A->label(), Labeled::make(), Labeled::One instanceof HasLabel, Labeled::One instanceof UnitEnum, Labeled::One instanceof BackedEnum, Plain::A instanceof BackedEnum);
var_dump(Plain::A === Plain::A, Plain::A == Plain::B, Plain::A instanceof Plain);
try { $x = clone Plain::A; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new Plain(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $o = Labeled::One; $o->value = 2; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Labeled::from(3); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(get_class_methods('Labeled'));
