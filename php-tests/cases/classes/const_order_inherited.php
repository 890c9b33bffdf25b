<?php
interface I { const IA = 1; const IB = 2; }
interface J extends I { const JA = 3; }
class A { const X = 1; const Z = 0; }
class B extends A implements J { const Y = 2; const Z = 5; }
print_r((new ReflectionClass('B'))->getConstants());
print_r((new ReflectionClass('J'))->getConstants());
trait T { const TC = 't'; }
enum E: int implements J { use T; case A = 1; const EC = 2; case B = 3; }
print_r(array_keys((new ReflectionClass('E'))->getConstants()));
var_dump(E::cases());
