<?php
// Exception/Error/ErrorException constructors parse their arguments as php's arginfo
// declares them: coercion, null deprecations, TypeErrors naming the declaring class.
class S { function __toString() { return "str"; } }
$e = new Exception(null, null); var_dump($e->getMessage(), $e->getCode());
$e = new Exception(new S, "12"); var_dump($e->getMessage(), $e->getCode());
$e = new Exception(1.5, 2.0); var_dump($e->getMessage(), $e->getCode());
$e = new Error(true, true); var_dump($e->getMessage(), $e->getCode());
try { new Exception("a", "x"); } catch (TypeError $t) { echo $t->getMessage(), "\n"; }
try { new Exception("a", 1.5); } catch (TypeError $t) { echo $t->getMessage(), "\n"; }
class E2 extends Exception {}
try { new E2([]); } catch (TypeError $t) { echo $t->getMessage(), "\n"; }
try { new Error("a", 1, new stdClass); } catch (TypeError $t) { echo $t->getMessage(), "\n"; }
class R extends RuntimeException {}
try { new R("a", []); } catch (TypeError $t) { echo $t->getMessage(), "\n"; }
$e = new ErrorException(null, null, null, null, null); var_dump($e->getMessage(), $e->getSeverity(), $e->getLine());
$e = new ErrorException("m", 1, E_WARNING, "f.php"); var_dump($e->getFile(), $e->getLine(), $e->getSeverity());
$e = new ErrorException("m", 1, E_WARNING, null, 7); var_dump($e->getLine());
try { new ErrorException("a", 1, 1, [], 1); } catch (TypeError $t) { echo $t->getMessage(), "\n"; }
try { new ErrorException("a", 1, 1, "f", []); } catch (TypeError $t) { echo $t->getMessage(), "\n"; }
try { new ErrorException("a", 1, "x"); } catch (TypeError $t) { echo $t->getMessage(), "\n"; }
