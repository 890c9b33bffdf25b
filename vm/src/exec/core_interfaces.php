<?php
// The abstract methods of the engine's own interfaces (php's zend_interfaces.stub.php):
// their signatures are what implementing methods are checked against. Return types of
// internal methods are tentative (a mismatch is a deprecation, not an error), except
// Stringable::__toString's.

interface IteratorAggregate
{
    public function getIterator(): Traversable;
}

interface Iterator
{
    public function current(): mixed;
    public function next(): void;
    public function key(): mixed;
    public function valid(): bool;
    public function rewind(): void;
}

interface ArrayAccess
{
    public function offsetExists(mixed $offset): bool;
    public function offsetGet(mixed $offset): mixed;
    public function offsetSet(mixed $offset, mixed $value): void;
    public function offsetUnset(mixed $offset): void;
}

interface Countable
{
    public function count(): int;
}

interface Stringable
{
    public function __toString(): string;
}

interface JsonSerializable
{
    public function jsonSerialize(): mixed;
}
