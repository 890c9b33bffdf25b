<?php
// ext/spl/spl_dllist.c: SplDoublyLinkedList, SplQueue, SplStack. The list is the private
// "dllist" array (head first); the traverse position sits in the hidden state.

class SplDoublyLinkedList implements Iterator, Countable, ArrayAccess, Serializable
{
    public const IT_MODE_LIFO = 2;
    public const IT_MODE_FIFO = 0;
    public const IT_MODE_DELETE = 1;
    public const IT_MODE_KEEP = 0;

    private $flags = 0;
    private $dllist = [];

    private function __h(): object
    {
        $h = __rphp_hidden($this);
        if (!isset($h->pos)) {
            $h->pos = -1;
        }
        return $h;
    }

    private function __pos(): int
    {
        return $this->__h()->pos;
    }

    public function add(int $index, mixed $value): void
    {
        $n = count($this->dllist);
        if ($index < 0 || $index > $n) {
            throw new OutOfRangeException('SplDoublyLinkedList::add(): Argument #1 ($index) is out of range');
        }
        if ($this->flags & 2) {
            $index = $n - $index;
        }
        $__l = $this->dllist;
        array_splice($__l, $index, 0, [$value]);
        $this->dllist = $__l;
    }

    public function pop(): mixed
    {
        if (!$this->dllist) {
            throw new RuntimeException("Can't pop from an empty datastructure");
        }
        $__l = $this->dllist;
        $__r = array_pop($__l);
        $this->dllist = $__l;
        return $__r;
    }

    public function shift(): mixed
    {
        if (!$this->dllist) {
            throw new RuntimeException("Can't shift from an empty datastructure");
        }
        $__l = $this->dllist;
        $__r = array_shift($__l);
        $this->dllist = $__l;
        return $__r;
    }

    public function push(mixed $value): void
    {
        $this->dllist[] = $value;
    }

    public function unshift(mixed $value): void
    {
        $__l = $this->dllist;
        array_unshift($__l, $value);
        $this->dllist = $__l;
    }

    public function top(): mixed
    {
        if (!$this->dllist) {
            throw new RuntimeException("Can't peek at an empty datastructure");
        }
        return $this->dllist[count($this->dllist) - 1];
    }

    public function bottom(): mixed
    {
        if (!$this->dllist) {
            throw new RuntimeException("Can't peek at an empty datastructure");
        }
        return $this->dllist[0];
    }

    public function __debugInfo(): array
    {
        return $this->__members() + ["\0SplDoublyLinkedList\0flags" => $this->flags, "\0SplDoublyLinkedList\0dllist" => $this->dllist];
    }

    public function count(): int
    {
        return count($this->dllist);
    }

    public function isEmpty(): bool
    {
        return !$this->dllist;
    }

    public function setIteratorMode(int $mode): int
    {
        if (($mode & 4) && !($this->flags & 4) && ($this instanceof SplStack || $this instanceof SplQueue)) {
            $this->flags = $mode;
            return $mode;
        }
        if (($this->flags & 4) && (($mode & 2) != ($this->flags & 2))) {
            throw new RuntimeException("Iterators' LIFO/FIFO modes for SplStack/SplQueue objects are frozen");
        }
        $this->flags = ($mode & 3) | ($this->flags & 4);
        return $this->flags;
    }

    public function getIteratorMode(): int
    {
        return $this->flags;
    }

    private function __index($index, string $m, bool $plusOne = false): int
    {
        if (!is_int($index)) {
            if (is_numeric($index) || is_bool($index) || is_float($index)) {
                $index = (int) $index;
            } elseif ($index === null) {
                $index = 0;
            } else {
                throw new TypeError("SplDoublyLinkedList::$m(): Argument #1 (\$index) must be of type int, " . get_debug_type($index) . " given");
            }
        }
        $n = count($this->dllist);
        if ($index < 0 || $index >= $n + ($plusOne ? 1 : 0)) {
            throw new OutOfRangeException("SplDoublyLinkedList::$m(): Argument #1 (\$index) is out of range");
        }
        return ($this->flags & 2) ? $n - 1 - $index : $index;
    }

    public function offsetExists($index): bool
    {
        $i = (int) $index;
        return $i >= 0 && $i < count($this->dllist);
    }

    public function offsetGet($index): mixed
    {
        return $this->dllist[$this->__index($index, 'offsetGet')];
    }

    public function offsetSet($index, mixed $value): void
    {
        if ($index === null) {
            $this->dllist[] = $value;
            return;
        }
        $this->dllist[$this->__index($index, 'offsetSet')] = $value;
    }

    public function offsetUnset($index): void
    {
        $i = $this->__index($index, 'offsetUnset');
        $__l = $this->dllist;
        array_splice($__l, $i, 1);
        $this->dllist = $__l;
    }

    public function rewind(): void
    {
        $h = $this->__h();
        $h->pos = ($this->flags & 2) ? count($this->dllist) - 1 : 0;
        $h->started = true;
        // php's iterator keeps the mode it was rewound with
        $h->mode = $this->flags;
    }

    public function current(): mixed
    {
        $p = $this->__pos();
        return ($p >= 0 && $p < count($this->dllist)) ? $this->dllist[$p] : null;
    }

    public function key(): int
    {
        // php's traverse position starts at 0, with no element under it until a rewind
        $h = $this->__h();
        return isset($h->started) ? $h->pos : 0;
    }

    public function prev(): void
    {
        $this->__h()->pos += ($this->flags & 2) ? 1 : -1;
    }

    public function next(): void
    {
        $h = $this->__h();
        $p = $h->pos;
        if ($p < 0 || $p >= count($this->dllist)) {
            return;
        }
        $h->pos = $this->__step($p, $h->mode ?? $this->flags);
    }

    /**
     * One step of an iteration in `$mode` from position `$p` (a delete mode drops the
     * element passed): the next position.
     */
    private function __step(int $p, int $mode): int
    {
        if ($mode & 2) {
            $p--;
            if ($mode & 1) {
                $__l = $this->dllist;
                array_pop($__l);
                $this->dllist = $__l;
            }
        } elseif ($mode & 1) {
            $__l = $this->dllist;
            array_shift($__l);
            $this->dllist = $__l;
        } else {
            $p++;
        }
        return $p;
    }

    public function valid(): bool
    {
        $p = $this->__pos();
        return $p >= 0 && $p < count($this->dllist);
    }

    /**
     * The iterator php's get_iterator gives a foreach (own position, the mode at its
     * rewind; the steps of next()).
     */
    private function __iterate(): Generator
    {
        $mode = $this->flags;
        $p = ($mode & 2) ? count($this->dllist) - 1 : 0;
        while ($p >= 0 && $p < count($this->dllist)) {
            yield $p => $this->dllist[$p];
            if ($p < 0 || $p >= count($this->dllist)) {
                return;
            }
            $p = $this->__step($p, $mode);
        }
    }

    public function unserialize(string $data): void
    {
        if ($data === '') {
            return;
        }
        $this->dllist = [];
        $r = __rphp_spl_unserialize($data, 'dllist');
        if (is_string($r)) {
            throw new UnexpectedValueException($r);
        }
        $this->flags = array_shift($r);
        $this->dllist = $r;
    }

    public function serialize(): string
    {
        $s = 'i:' . $this->flags . ';';
        // php walks the live list with the next element taken before each write:
        // elements a __serialize() removes, or adds at the end, are not written
        $n = count($this->dllist);
        for ($i = 0; $i < $n && $i < count($this->dllist); $i++) {
            $s .= ':' . serialize($this->dllist[$i]);
        }
        return $s;
    }

    public function __serialize(): array
    {
        return [$this->flags, $this->dllist, $this->__members()];
    }

    public function __unserialize(array $data): void
    {
        // php's checks of the parts (spl_dllist's __unserialize)
        if (!is_int($data[0] ?? null) || !is_array($data[1] ?? null) || !is_array($data[2] ?? null)) {
            throw new UnexpectedValueException('Incomplete or ill-typed serialization data');
        }
        $this->flags = $data[0];
        $this->dllist = array_values($data[1]);
        __rphp_spl::restoreMembers($this, $data[2]);
    }

    /** The object's own properties (mangled names), without the list's state. */
    private function __members(): array
    {
        $m = get_mangled_object_vars($this);
        unset($m["\0SplDoublyLinkedList\0flags"], $m["\0SplDoublyLinkedList\0dllist"]);
        return $m;
    }
}

class SplQueue extends SplDoublyLinkedList
{
    public function __construct()
    {
        $this->setIteratorMode(4);
    }

    public function enqueue(mixed $value): void
    {
        $this->push($value);
    }

    public function dequeue(): mixed
    {
        return $this->shift();
    }
}

class SplStack extends SplDoublyLinkedList
{
    public function __construct()
    {
        $this->setIteratorMode(6);
    }
}
