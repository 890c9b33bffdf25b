<?php
$x = new Foo()->bar();
$y = new Foo()->prop;
$z = new Foo()::CONST;
$w = new Foo()['key'];
$v = new Foo()::staticMethod();
$u = new Foo()?->maybe();
$t = new class {}->method();
