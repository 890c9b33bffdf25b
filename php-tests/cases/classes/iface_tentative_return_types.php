<?php
// Methods implementing php's own interfaces without their (tentative) return types:
// a deprecation per method, unless #[\ReturnTypeWillChange] is there.
class Coll implements IteratorAggregate, ArrayAccess, Countable, JsonSerializable
{
    private array $items = [];
    function getIterator() { return new ArrayIterator($this->items); }
    function offsetExists($o) { return isset($this->items[$o]); }
    #[\ReturnTypeWillChange]
    function offsetGet($o) { return $this->items[$o] ?? null; }
    function offsetSet($o, $v): void { if ($o === null) { $this->items[] = $v; } else { $this->items[$o] = $v; } }
    function offsetUnset($o): void { unset($this->items[$o]); }
    function count(): int { return count($this->items); }
    function jsonSerialize() { return $this->items; }
}
$c = new Coll;
$c[] = 1;
$c['k'] = 2;
var_dump(count($c), isset($c['k']), $c['k'], json_encode($c));
foreach ($c as $k => $v) echo "$k=$v\n";

class It implements Iterator
{
    private $i = 0;
    function current(): mixed { return $this->i * 10; }
    function key(): mixed { return $this->i; }
    function next(): void { $this->i++; }
    function rewind(): void { $this->i = 0; }
    function valid() { return $this->i < 2; }
}
foreach (new It as $k => $v) echo "$k:$v\n";

// narrower return types are fine; a wider one is a deprecation too
class Narrow implements Countable { function count(): int { return 3; } }
class Wide implements Countable { function count(): int|string { return 3; } }
echo count(new Narrow), count(new Wide), "\n";

// SPL interfaces and classes (overriding ArrayIterator's methods)
class Rec extends ArrayIterator implements RecursiveIterator
{
    function hasChildren() { return false; }
    function getChildren(): ?RecursiveIterator { return null; }
    function current() { return parent::current(); }
}
echo get_class(new Rec([1])), "\n";

// an interface inherits the methods of the ones it extends
interface Seq extends Iterator, Countable {}
print_r(get_class_methods('Seq'));
print_r(get_class_methods('ArrayAccess'));
var_dump(method_exists('Countable', 'count'));
