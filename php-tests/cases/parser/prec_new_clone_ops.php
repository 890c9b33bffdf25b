<?php
$a = new Foo instanceof Foo;
$b = clone $x instanceof Foo;
$c = !new Foo;
$d = new Foo ?? null;
