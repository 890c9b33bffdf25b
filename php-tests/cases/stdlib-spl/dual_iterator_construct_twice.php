<?php
// php's dual iterators can be constructed once
class A extends AppendIterator {
    function again() { parent::__construct(); }
}
$a = new A();
try { $a->again(); } catch (BadMethodCallException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$i = new IteratorIterator(new ArrayIterator([1]));
try { $i->__construct(new ArrayIterator([2])); } catch (BadMethodCallException $e) { echo $e->getMessage(), "\n"; }
foreach ($i as $v) { echo $v, "\n"; }
$l = new LimitIterator(new ArrayIterator([1, 2]), 1);
try { $l->__construct(new ArrayIterator([3])); } catch (BadMethodCallException $e) { echo $e->getMessage(), "\n"; }
$c = new CallbackFilterIterator(new ArrayIterator([1]), fn() => true);
try { $c->__construct(new ArrayIterator([3]), fn() => false); } catch (BadMethodCallException $e) { echo $e->getMessage(), "\n"; }
$n = new NoRewindIterator(new ArrayIterator([1]));
try { $n->__construct(new ArrayIterator([3])); } catch (BadMethodCallException $e) { echo $e->getMessage(), "\n"; }

// a foreach over a RecursiveIteratorIterator that was never constructed
$it = (new ReflectionClass(RecursiveIteratorIterator::class))->newInstanceWithoutConstructor();
try { foreach ($it as $v) {} } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class R extends RecursiveIteratorIterator {}
$r = (new ReflectionClass(R::class))->newInstanceWithoutConstructor();
try { foreach ($r as $v) {} } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class R2 extends RecursiveIteratorIterator { function valid(): bool { echo "valid\n"; return parent::valid(); } }
$r = (new ReflectionClass(R2::class))->newInstanceWithoutConstructor();
try { foreach ($r as $v) {} } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
