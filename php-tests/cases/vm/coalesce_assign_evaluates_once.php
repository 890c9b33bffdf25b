<?php
// `??=` evaluates the target's keys and computed names once, for the test and the write.
function id($arg) { echo "id($arg)\n"; return $arg; }
$foo = "foo"; $bar = "bar";
$ary = [];
$ary[id($foo)] ??= 123;
$ary[id($foo)] ??= $bar;
$ary[id($bar)] ??= $foo;
$ary[id("x")][id("y")] ??= 1;
$ary[id("x")][id("y")] ??= 2;
var_dump($ary);
$obj = new stdClass;
$obj->{id($foo)} ??= 123;
$obj->{id($foo)} ??= $bar;
$obj->{id($bar)} ??= $foo;
var_dump($obj);
class Test { public static $foo; public static $bar; }
Test::${id($foo)} ??= 123;
Test::${id($foo)} ??= $bar;
Test::${id($bar)} ??= $foo;
var_dump(Test::$foo, Test::$bar);
$n = null;
var_dump($ary[id("new")] ??= id("value"));
var_dump($ary);
