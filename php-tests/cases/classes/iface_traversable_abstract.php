<?php
abstract class A implements Traversable {}
class B extends A implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([1, 2]); } }
foreach (new B as $v) echo $v, "\n";
class MyEx extends RuntimeException implements Throwable {}
echo get_class(new MyEx("x")), "\n";
class C extends A {}
echo "end\n";
