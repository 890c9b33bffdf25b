<?php
var_dump($a instanceof Foo, $a instanceof $b, $a instanceof \Ns\Foo, !$a instanceof Foo);
var_dump($a instanceof ('Foo'));
