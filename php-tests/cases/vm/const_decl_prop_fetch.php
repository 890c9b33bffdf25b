<?php
// Property fetches in a global `const` declaration follow php's constant-expression rules.
enum E: string { case A = 'a'; }
class A { public $prop = 42; }
class P { public function __construct() { echo "P made\n"; } public function __toString(): string { return 'prop'; } }
class B {}
const OK = E::A->value;
var_dump(OK);
const OK2 = E::A?->name;
var_dump(OK2);
const N1 = (null)?->x->y;
var_dump(N1);
const N2 = (null)->x;
var_dump(N2);
foreach ([
    'const X1 = (new A)->prop;',
    'const X2 = (new A)?->prop;',
    'const X3 = (new A)->{new P};',
    'const X4 = (new A)->{new B};',
    'const X5 = (new A)->{"pr" . "op"};',
] as $code) {
    try {
        eval($code);
        echo "no error\n";
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
function f($x = (null)->foo) { var_dump($x); }
f();
function g($x = (new A)->prop) { var_dump($x); }
try { g(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
