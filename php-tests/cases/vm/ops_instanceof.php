<?php
$e = new InvalidArgumentException("x");
var_dump($e instanceof Exception, $e instanceof LogicException, $e instanceof Throwable, $e instanceof Error, $e instanceof RuntimeException);
$f = function() {};
var_dump($f instanceof Closure, 5 instanceof Closure);
$cls = 'Exception';
var_dump($e instanceof $cls);
