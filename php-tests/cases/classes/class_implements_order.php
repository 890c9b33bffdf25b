<?php
interface I1 {} interface I2 extends I1 {} interface I3 {} interface I4 extends I3, I2 {}
class A implements I2 {} class B extends A implements I3 {} class C implements I4, Countable { function count(): int { return 0; } }
class E extends Exception {} class F implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([]); } }
foreach (['A', 'B', 'C', 'E', 'F', 'I4', 'Exception', 'ArrayIterator', 'ArrayObject', 'Generator', 'SplObjectStorage'] as $c) echo $c, ": ", implode(',', class_implements($c)), "\n";
