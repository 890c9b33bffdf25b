<?php
class Coll implements IteratorAggregate, Countable {
    public function __construct(private array $items) {}
    public function getIterator(): Iterator { return new ArrayIterator($this->items); }
    public function count(): int { return count($this->items); }
}
class GenColl implements IteratorAggregate {
    public function getIterator(): Generator { yield 'a' => 1; yield 'b' => 2; }
}
class Nested implements IteratorAggregate {
    public function getIterator(): Traversable { return new Coll([9, 8]); }
}
foreach (new Coll(['x' => 1, 'y' => 2]) as $k => $v) echo "$k=$v\n";
foreach (new GenColl as $k => $v) echo "$k=$v\n";
foreach (new Nested as $k => $v) echo "$k=$v\n";
var_dump(count(new Coll([1, 2, 3])), iterator_to_array(new GenColl), iterator_to_array(new Nested));
var_dump([...new GenColl]);
class BadAgg implements IteratorAggregate { public function getIterator(): Traversable { return new ArrayIterator([]); } }
class Worse implements IteratorAggregate { #[\ReturnTypeWillChange] public function getIterator() { return [1, 2]; } }
try { foreach (new Worse as $v) {} } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(iterator_count(new BadAgg));
function takesIter(iterable $i) { $o = []; foreach ($i as $v) $o[] = $v; return $o; }
var_dump(takesIter(new Coll([1])), takesIter([2]), is_iterable(new Coll([])), is_iterable(new stdClass), is_countable(new Coll([])));
try { count(new stdClass); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
