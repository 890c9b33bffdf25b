<?php
class A {
    const A1 = self::B1 . '!';
    const B1 = 'b';
    const ARR = [self::B1 => self::A1, 'n' => self::N + 1];
    const N = 41;
    const CLS = self::class;
    const STATIC_ARR = [A::class, B::class];
}
class B extends A { const B1 = 'bb'; }
var_dump(A::A1, A::ARR, B::A1, B::ARR, A::CLS, B::CLS, A::STATIC_ARR);
class Cyc { const X = self::Y; const Y = self::X; }
try { var_dump(Cyc::X); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class Undef { const X = self::Q; }
try { var_dump(Undef::X); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class UndefG { const X = NOPE_CONST; }
try { var_dump(UndefG::X); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
