<?php
$a = new Foo;
$b = new Foo();
$c = new \Ns\Foo(1, 2);
$d = new $className;
$e = new $obj->cls;
$f = new $arr['k'];
$g = new (trim(' Foo '));
$h = new static;
$i = new self();
$j = new parent;
$k = new (Foo::class)(1);
$l = new $obj::$static;
