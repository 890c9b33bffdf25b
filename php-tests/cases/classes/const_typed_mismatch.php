<?php
class A {
    const int N = 'abc';
}
echo "before\n";
try { var_dump(A::N); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class B { const string S = 1; }
try { var_dump(B::S); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
const X = 5;
class C { const float F = X; const string T = X; }
var_dump(C::F);
try { var_dump(C::T); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
