<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
interface I {} class A implements I {} abstract class B {} enum E { case X; }
$vals = [1, 1.5, "s", true, false, null, [], new stdClass, new A, E::X, fn() => 1, (function () { yield; })(), new class {}, new class extends A {}, fopen('php://memory', 'r'), new ArrayObject, new DateTime('2020-01-01')];
foreach ($vals as $v) { echo get_debug_type($v), ' / ', gettype($v), "\n"; }
$f = fopen('php://memory', 'r'); fclose($f); echo get_debug_type($f), ' / ', gettype($f), "\n";
t(fn() => get_debug_type());
