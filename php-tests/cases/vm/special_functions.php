<?php
$a = [1,2,3]; $s = "hello"; $n = null;
var_dump(strlen($s), strlen(12345), strlen(1.5), strlen(true), count($a), sizeof($a), is_int(1), is_integer("1"), is_long(2), is_null($n), is_null($undef));
var_dump(intval("12abc"), intval(3.9), floatval("1e3"), doubleval("x"), boolval([]), boolval("0"), strval(1.0), gettype(1.5), gettype(null), is_scalar(1.5), is_scalar(null), is_object(new stdClass), is_resource(STDIN), is_array($a), is_string($s), is_bool(false), is_float(1.0), is_double(1));
var_dump(strlen(null));
class C implements Countable { function count(): int { return 42; } }
var_dump(count(new C));
try { strlen([]); } catch (TypeError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { sizeof("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { count(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
class S { function __toString(): string { return "abcd"; } }
var_dump(strlen(new S), strval(new S));
function f() { return strlen([]); }
f();
