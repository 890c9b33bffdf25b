<?php
// __toString() declares `: string` when the code does not: coercion, "none returned",
// the TypeError for other types, and reflection's view of it.
class A { function __toString() { return 5; } }
echo new A, "\n";
class B { function __toString() { } }
try { echo new B; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
class C { function __toString() { return []; } }
try { echo new C; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
class D { function __toString() { return 1.5; } }
var_dump((string) new D);
class E { function __toString() { return null; } }
try { echo new E; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump((string) (new ReflectionMethod('A', '__toString'))->getReturnType());
var_dump(new A instanceof Stringable);
