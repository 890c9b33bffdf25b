<?php
// isset/empty/?? on arrays give the key's own diagnostics (float fraction, null,
// resource, non-finite floats) and throw for keys of no key type.
$a = [1 => 'one', 2 => 'two', "" => 'e'];
var_dump(isset($a[1.5]));
var_dump($a[1.5] ?? 'd');
var_dump(empty($a[2.5]));
var_dump(isset($a[1.0]));
var_dump($a[NAN] ?? 'nan');
var_dump(isset($a[INF]));
$k = 1.7;
var_dump($a[$k] ?? 'x');
var_dump(isset($a[null]));
var_dump($a[null] ?? 'd');
var_dump(isset($a[true]));
$f = fopen('php://memory', 'r');
var_dump(isset($a[$f]));
try { var_dump($a[[]] ?? 'd'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump($a[new stdClass] ?? 'd'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(isset($a[[]])); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(isset($a[new stdClass])); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(isset($a[1][[]]));
$n = [[1 => 2]];
var_dump(isset($n[0][1.5]), $n[0][2.5] ?? 'z');
// empty() takes its last key as isset does (php's ISSET_ISEMPTY_DIM_OBJ), ?? as a read
$s = "hello";
var_dump(empty($s["1x"]));
var_dump(isset($s["1x"]));
var_dump($s["1x"] ?? "d");
var_dump(empty($s["1"]), empty($s[1.5]), empty($s["9"]));
var_dump(isset($s[1.5]), $s[1.5] ?? 'd', isset($s[1.0]), isset($s[NAN]));
try { var_dump(empty($a[[]])); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$m = ['x' => ['y' => 0]];
var_dump(empty($m['x']['y']), empty($m['x']['z']), empty($m['q']['z']));
$ao = new ArrayObject(['k' => 0, 'j' => 1]);
var_dump(empty($ao['k']), empty($ao['j']), empty($ao['none']));
