<?php
interface I { const string NAME = 'i'; }
class A implements I {
    const int N = 1;
    const ?string S = null;
    const int|string U = 'u';
    const array ARR = [1, 2];
    const float F = 1;
    const bool B = true;
    const mixed M = [];
    const iterable IT = [];
    const E ENUMC = E::A;
    const self|null SELF = null;
}
enum E { case A; const static ST = E::A; }
var_dump(A::N, A::S, A::U, A::ARR, A::F, A::B, A::M, A::NAME, A::ENUMC, E::ST, A::SELF);
class B extends A {
    const int N = 2;
}
var_dump(B::N);
$r = new ReflectionClassConstant('A', 'N');
var_dump((string)$r->getType(), $r->hasType());
var_dump((string)(new ReflectionClassConstant('A', 'U'))->getType());
