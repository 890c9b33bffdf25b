<?php
// debug_zval_dump shows an enum case's name as an interned string, also for a case read
// back by unserialize().
enum Foo { case Bar; case Longer; }
enum N: int { case One = 1; }
debug_zval_dump(Foo::Bar, N::One);
$x = unserialize(serialize([Foo::Longer, N::One]));
debug_zval_dump($x);
debug_zval_dump(unserialize('E:7:"Foo:Bar";'));
