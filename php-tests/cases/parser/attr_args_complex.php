<?php
#[Attr(1 + 2, ['a' => 1], \Foo\Bar::BAZ, new Obj(), E::Case, PHP_EOL . 'x', static function () { return 1; })]
function f() {}
